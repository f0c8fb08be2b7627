import { formatDate } from '../../../domain/format';

/** The open session of each cash box, by box id (there is at most one; the newest wins if the list has more). */
export function openSessionsByBox<S extends { cashBoxId: number; id: number }>(sessions: readonly S[]): Map<number, S> {
  const out = new Map<number, S>();
  for (const s of sessions) {
    const seen = out.get(s.cashBoxId);
    if (!seen || s.id > seen.id) out.set(s.cashBoxId, s);
  }
  return out;
}

/** A timestamp as day and minute in local time: "21.11.2026 14:05" (empty for a missing or broken one). */
export function formatSince(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
