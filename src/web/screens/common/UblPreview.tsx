import { Button, Dialog, DialogBody, DialogFooter, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { downloadInvoicePdf, downloadUbl, fetchUblHtml } from '../../api/edocuments';
import { useT } from '../../i18n/useT';

/**
 * A document's e-document as GİB's stylesheet renders it (GET /api/documents/:id/ubl/html): the preview before
 * sending and the print, headed by the profile and type its UBL has (the server's), and the UBL itself to download
 * (an invoice's PDF too: a waybill's profile, TEMELIRSALIYE, has none).
 * The page runs GİB's own script (its QR code) in a sandboxed frame, never as the app.
 */
export function UblPreview({ documentId, onClose }: { documentId: number; onClose: () => void }) {
  const t = useT();
  const page = useQuery({ queryKey: ['edocuments', 'html', documentId], queryFn: () => fetchUblHtml(documentId), staleTime: 60_000 });
  const [printing, setPrinting] = useState(false);
  // printing loads the page again with a call to print(): the sandbox lets the page print itself, not the app reach in
  const url = useMemo(() => {
    if (!page.data) return undefined;
    const html = printing ? `${page.data.html}<script>window.addEventListener('load', () => window.print())</script>` : page.data.html;
    return URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  }, [page.data, printing]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Dialog isOpen onClose={onClose} title={t('edocuments.rendered')} style={{ width: 'min(960px, 96vw)' }} data-testid="ubl-preview">
      <DialogBody useOverflowScrollContainer={false}>
        {!page.data ? (
          page.isError ? null : (
            <Spinner size={32} />
          )
        ) : (
          <>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }} data-testid="ubl-headline">
              <HeadlineTag label={t('edocuments.profile')} value={page.data.headline.profile} testId="ubl-profile" />
              <HeadlineTag label={t('edocuments.typeCode')} value={page.data.headline.typeCode} testId="ubl-type" />
              <HeadlineTag label={t('edocuments.number')} value={page.data.headline.number} testId="ubl-number" />
            </div>
            <iframe
              title={t('edocuments.rendered')}
              sandbox="allow-scripts allow-modals"
              src={url}
              style={{ width: '100%', height: '70vh', border: 0, background: 'white' }}
              data-testid="ubl-preview-frame"
            />
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              icon="download"
              text={t('edocuments.downloadUbl')}
              onClick={() => void downloadUbl(documentId).catch(() => undefined)}
              data-testid="ubl-download"
            />
            {page.data && !page.data.headline.profile.endsWith('IRSALIYE') && (
              <Button
                icon="document"
                text={t('edocuments.downloadPdf')}
                onClick={() => void downloadInvoicePdf(documentId).catch(() => undefined)}
                data-testid="ubl-download-pdf"
              />
            )}
            <Button icon="print" text={t('edocuments.print')} disabled={!page.data} onClick={() => setPrinting(true)} data-testid="ubl-print" />
            <Button text={t('edocuments.close')} onClick={onClose} data-testid="ubl-close" />
          </>
        }
      />
    </Dialog>
  );
}

/** One fact of the document's headline; the value is Latin text (a code, a number) kept left to right in Arabic. */
function HeadlineTag({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Tag minimal large>
      {label}:{' '}
      <bdi dir="ltr" data-testid={testId}>
        {value}
      </bdi>
    </Tag>
  );
}
