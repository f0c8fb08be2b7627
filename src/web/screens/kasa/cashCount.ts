/** The open session of each cash box, by box id (there is at most one; the newest wins if the list has more). */
export function openSessionsByBox<S extends { cashBoxId: number; id: number }>(sessions: readonly S[]): Map<number, S> {
  const out = new Map<number, S>();
  for (const s of sessions) {
    const seen = out.get(s.cashBoxId);
    if (!seen || s.id > seen.id) out.set(s.cashBoxId, s);
  }
  return out;
}
