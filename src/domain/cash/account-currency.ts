/**
 * A cash or bank account keeps its ledger in one currency: every move is written in it. Once the ledger has a
 * move, a change of currency would re-read every earlier amount in another money, so it is refused.
 */
export function currencyChangeAllowed(current: { currency: string; moves: number }, next: string): boolean {
  return current.moves === 0 || next === current.currency;
}
