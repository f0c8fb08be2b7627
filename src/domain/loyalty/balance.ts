/** One row of an account's points ledger: positive earns or awards, negative spends or takes back. */
export interface PointsMove {
  onDate: string;
  points: number;
  /** the last day the points of a positive move may be spent; null: they never expire */
  expiresOn: string | null;
}

export interface PointsPosition {
  /** what may be spent today: what was earned, less what was spent and what expired */
  balance: number;
  earned: number;
  spent: number;
  expired: number;
  /** of the balance, what expires by `soonUntil` */
  expiringSoon: number;
}

/**
 * The points an account holds on `today`. What is spent (or taken back) uses up the points that expire first, of those
 * held on that day; what is left of a lot after its last day has expired. Pure, so the till shows what the server
 * decides with.
 */
export function pointsPosition(moves: readonly PointsMove[], today: string, soonUntil: string = today): PointsPosition {
  const sorted = [...moves].sort((a, b) => (a.onDate < b.onDate ? -1 : a.onDate > b.onDate ? 1 : b.points - a.points));
  const lots: { left: number; expiresOn: string | null }[] = [];
  let earned = 0;
  let spent = 0;
  let debt = 0;
  const live = (on: string) => lots.filter((l) => l.left > 0 && (l.expiresOn === null || l.expiresOn >= on));
  const consume = (on: string, amount: number) => {
    let rest = amount;
    // the lots that expire first are used first; those that never expire last
    for (const lot of live(on).sort((a, b) => (a.expiresOn ?? '9999').localeCompare(b.expiresOn ?? '9999'))) {
      const take = Math.min(lot.left, rest);
      lot.left -= take;
      rest -= take;
      if (rest === 0) break;
    }
    return rest;
  };
  for (const m of sorted) {
    if (m.points > 0) {
      earned += m.points;
      lots.push({ left: m.points, expiresOn: m.expiresOn });
      // a take-back that found nothing to take is owed first from what comes next
      if (debt > 0) debt = consume(m.onDate, debt);
    } else if (m.points < 0) {
      spent += -m.points;
      debt += consume(m.onDate, -m.points);
    }
  }
  const held = live(today);
  const balance = held.reduce((s, l) => s + l.left, 0) - debt;
  const expired = lots.filter((l) => l.expiresOn !== null && l.expiresOn < today).reduce((s, l) => s + l.left, 0);
  const expiringSoon = held.filter((l) => l.expiresOn !== null && l.expiresOn <= soonUntil).reduce((s, l) => s + l.left, 0);
  return { balance, earned, spent, expired, expiringSoon: Math.min(expiringSoon, Math.max(balance, 0)) };
}
