import { fetchDocuments } from '../../../api/fetchDocuments';

/**
 * The id of the document the auditor typed: a document whose number is exactly the text, else the text
 * itself when it is a plain id. Null when neither names one (the server checks the id again).
 */
export async function findDocumentId(text: string): Promise<number | null> {
  const wanted = text.trim();
  if (!wanted) return null;
  const page = await fetchDocuments({ q: wanted, limit: 20, offset: 0 });
  const byNumber = page.items.find((d) => d.number.toLocaleUpperCase('tr') === wanted.toLocaleUpperCase('tr'));
  if (byNumber) return byNumber.id;
  return /^\d{1,10}$/.test(wanted) ? Number(wanted) : null;
}
