import { useQuery } from '@tanstack/react-query';
import type { UblHeadline } from '../../domain/edocuments/ubl-headline';
import { edocumentPageSchema, edocumentSchema, type EdocumentView } from '../../domain/schemas/edocuments';
import { currentLang } from '../i18n/lang';
import { ApiError } from './apiError';
import { API_BASE, api } from './client';
import { downloadFile } from './downloadFile';
import { displayApiError } from './errorDisplay';
import { getToken } from './session';

/** GET /api/edocuments?direction=outgoing: every outgoing e-document, newest first. */
export async function fetchOutgoingEdocuments(): Promise<EdocumentView[]> {
  return edocumentPageSchema.parse(await api<unknown>('/edocuments?direction=outgoing&limit=500')).items;
}

/** Refreshed while any is on its way, so that the list follows the queue. */
export function useOutgoingEdocuments() {
  return useQuery({
    queryKey: ['edocuments', 'outgoing'],
    queryFn: fetchOutgoingEdocuments,
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'queued' || e.status === 'sent') ? 2000 : false),
  });
}

/** POST /api/documents/:id/edocument {action: "send"}: queues the document's e-document (202). */
export async function sendEdocument(documentId: number): Promise<EdocumentView> {
  return edocumentSchema.parse(await api<unknown>(`/documents/${documentId}/edocument`, { method: 'POST', body: { action: 'send' } }));
}

/** The e-document of one document (none before it is sent). */
export function useEdocumentOf(sourceId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['edocuments', 'of', sourceId],
    enabled,
    queryFn: async () => edocumentPageSchema.parse(await api<unknown>(`/edocuments?direction=outgoing&sourceId=${sourceId}`)).items[0] ?? null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'queued' || q.state.data.status === 'sent') ? 3000 : false),
  });
}

/** The rendered e-document and what its UBL says it is (the server's headers). */
export interface UblPage {
  html: string;
  headline: UblHeadline;
}

/**
 * GET /api/documents/:id/ubl/html: the document's e-document as GİB's stylesheet renders it (an HTML page), with the
 * profile, type and GİB number the server put into its UBL.
 */
export async function fetchUblHtml(documentId: number): Promise<UblPage> {
  const headers: Record<string, string> = { Accept: 'text/html', 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${API_BASE}/documents/${documentId}/ubl/html`, { headers });
  const text = await res.text();
  if (!res.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    displayApiError(res.status, res.statusText, body, { isPublic: false, formShowsErrors: false });
    throw new ApiError(res.status, res.statusText, (body && typeof body === 'object' ? body : null) as never);
  }
  const header = (name: string) => res.headers.get(name) ?? '';
  return { html: text, headline: { profile: header('X-Edocument-Profile'), typeCode: header('X-Edocument-Type'), number: header('X-Edocument-Number') } };
}

/** GET /api/documents/:id/ubl: the outgoing UBL saved as a file named by its GİB number (the server's name). */
export function downloadUbl(documentId: number): Promise<void> {
  return downloadFile(`documents/${documentId}/ubl`, `${documentId}.xml`);
}

/** GET /api/documents/:id/ubl/pdf: an invoice's PDF (the file its message to the customer attaches), in the user's language. */
export function downloadInvoicePdf(documentId: number): Promise<void> {
  return downloadFile(`documents/${documentId}/ubl/pdf`, `${documentId}.pdf`);
}
