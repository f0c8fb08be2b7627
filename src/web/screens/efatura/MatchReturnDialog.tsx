import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { IncomingEdocumentView } from '../../../domain/schemas/edocuments';
import { formatDate } from '../../../domain/format';
import { fetchReturnCandidates, matchIncomingEdocument } from '../../api/matchIncomingEdocument';
import { useT } from '../../i18n/useT';

/**
 * An incoming invoice that is the customer's return invoice is matched to one of the sender's sales returns (those the
 * server offers: its account's, not matched yet); the rules are the server's (src/domain/edocuments/return-match.ts),
 * and its refusal is shown by the client.
 */
export function MatchReturnDialog({ e, onClose, onDone }: { e: IncomingEdocumentView; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const candidates = useQuery({ queryKey: ['edocuments', 'incoming', e.id, 'return-candidates'], queryFn: () => fetchReturnCandidates(e.id) });
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = picked ?? candidates.data?.[0]?.id ?? null;
  async function submit() {
    if (chosen === null) return;
    setBusy(true);
    try {
      await matchIncomingEdocument(e.id, chosen);
      onDone();
    } catch {
      onClose();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog isOpen onClose={onClose} title={t('edocuments.incoming.matchTitle', { number: e.number })}>
      <form
        data-testid="incoming-match-dialog"
        onSubmit={(ev) => {
          ev.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {!candidates.data ? (
            <Spinner size={24} />
          ) : candidates.data.length === 0 ? (
            <NonIdealState icon="undo" description={t('edocuments.incoming.noReturns', { vkn: e.senderVkn })} />
          ) : (
            <FormGroup label={t('edocuments.incoming.salesReturn')} labelFor="incoming-match-return" helperText={t('edocuments.incoming.matchHelp')}>
              <HTMLSelect
                id="incoming-match-return"
                fill
                value={chosen ?? ''}
                onChange={(ev) => setPicked(Number(ev.target.value))}
                options={candidates.data.map((c) => ({
                  value: c.id,
                  label: [c.number ?? `#${c.id}`, c.date ? formatDate(c.date) : '', c.accountName].filter(Boolean).join(' · '),
                }))}
                data-testid="incoming-match-return"
              />
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t('edocuments.incoming.cancel')} />
              <Button
                type="submit"
                intent="primary"
                disabled={chosen === null}
                loading={busy}
                text={t('edocuments.incoming.match')}
                data-testid="incoming-match-confirm"
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
