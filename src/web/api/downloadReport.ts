import { downloadFile } from './downloadFile';
import { reportParams, type ReportName, type ReportQuery } from './fetchReport';

/** GET /api/reports/:name?format=csv: the report as a spreadsheet file in the user's language. */
export async function downloadReport(name: ReportName, query: ReportQuery, separator: 'semicolon' | 'tab' = 'semicolon'): Promise<void> {
  const params = reportParams({ ...query, format: 'csv', separator });
  await downloadFile(`reports/${name}?${params}`, `${name}.csv`);
}
