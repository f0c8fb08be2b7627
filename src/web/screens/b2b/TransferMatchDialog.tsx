import { Button, Callout, Classes, Dialog, HTMLTable, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useMatchCollection, useOpenCollections } from '../../api/b2bBackOffice';
import { useT } from '../../i18n/useT';
import { formErrors } from '../common/listHelpers';

/**
 * /b2b/islem's "match a collection" of an order awaiting its bank transfer: the dealer's collections no order took yet;
 * choosing one marks the order paid (the server holds that a collection pays one order).
 */
export function TransferMatchButton({ documentId }: { documentId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button small icon="link" text={t('b2b.transfer.match')} onClick={() => setOpen(true)} data-testid="transfer-match" />
      {open && <TransferMatchDialog documentId={documentId} onClose={() => setOpen(false)} />}
    </>
  );
}

function TransferMatchDialog({ documentId, onClose }: { documentId: number; onClose(): void }) {
  const t = useT();
  const open = useOpenCollections(documentId).data;
  const match = useMatchCollection();
  const [error, setError] = useState<string | null>(null);
  const link = (collectionId: number) =>
    match.mutate({ documentId, collectionId }, { onSuccess: onClose, onError: (e) => setError(Object.values(formErrors(e))[0] ?? null) });
  return (
    <Dialog isOpen title={t('b2b.transfer.title')} onClose={onClose}>
      <div className={Classes.DIALOG_BODY} data-testid="transfer-match-dialog">
        {!open ? (
          <Spinner size={24} />
        ) : (
          <>
            <p>{t('b2b.transfer.due', { amount: open.due })}</p>
            {error && <Callout intent="danger">{error}</Callout>}
            {open.items.length === 0 ? (
              <Callout>{t('b2b.transfer.none')}</Callout>
            ) : (
              <HTMLTable compact striped>
                <tbody>
                  {open.items.map((c) => (
                    <tr key={c.id}>
                      <td>{c.number}</td>
                      <td>{c.date ?? ''}</td>
                      <td dir="ltr">{c.amount}</td>
                      <td>
                        <Button small intent="primary" text={t('b2b.transfer.link')} loading={match.isPending} onClick={() => link(c.id)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
