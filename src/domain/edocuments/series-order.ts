/**
 * GİB's numbers follow dates: within a series (its three letters and year) a document may not be dated before the
 * last one already numbered, nor after today (Istanbul's business day), since the next number is always the
 * highest. Decided here once; the server asks it under the series counter's lock (edocuments/ubl.ts).
 */
export type SeriesDateRefusal = 'backDated' | 'futureDated';

export function seriesDateRefusal(date: string, lastNumberedDate: string | undefined, today: string): SeriesDateRefusal | null {
  if (date > today) return 'futureDated';
  if (lastNumberedDate !== undefined && date < lastNumberedDate) return 'backDated';
  return null;
}
