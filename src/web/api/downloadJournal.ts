import { downloadFile } from './downloadFile';

export type ExportFormat = 'csv-semicolon' | 'csv-tab' | 'json';

/** GET /api/audit/journal?from=&to=&format=&separator=: the journal of a range as a file. */
export async function downloadJournal(range: { from?: string; to?: string }, kind: ExportFormat): Promise<void> {
  const params = new URLSearchParams({ format: kind === 'json' ? 'json' : 'csv', separator: kind === 'csv-tab' ? 'tab' : 'semicolon' });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  await downloadFile(`audit/journal?${params}`, 'journal');
}
