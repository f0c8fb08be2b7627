import { useState } from 'react';
import {
  Button,
  ButtonGroup,
  Card,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H3,
  HTMLTable,
  NonIdealState,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import type { IncomingEdocumentView } from '../../../domain/schemas/edocuments';
import { formatDate, formatMoney } from '../../../domain/format';
import { answerIncomingEdocument } from '../../api/answerIncomingEdocument';
import { ApiError } from '../../api/apiError';
import { useIncomingEdocuments } from '../../api/fetchIncomingEdocuments';
import { fetchIncomingView } from '../../api/fetchIncomingView';
import { useT } from '../../i18n/useT';
import { useMayWrite } from '../common/useMayWrite';
import { editPathOf } from '../common/receiptRoutes';
import { MatchReturnDialog } from './MatchReturnDialog';

type Kind = 'invoice' | 'waybill';

/** How long is left to answer, or how it was answered. */
function AnswerState({ e }: { e: IncomingEdocumentView }) {
  const t = useT();
  const k = e.kind === 'waybill' ? 'received' : 'accepted';
  if (e.answer !== null)
    return (
      <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
        <Tag intent={e.answer === 'accept' ? 'success' : 'danger'} data-testid="incoming-answer" data-answer={e.answer}>
          {t(`edocuments.incoming.${e.answer === 'accept' ? k : 'rejected'}`)}
        </Tag>
        <Tag minimal intent={e.answerSentAt ? 'none' : 'warning'}>
          {t(e.answerSentAt ? 'edocuments.incoming.answerSent' : 'edocuments.incoming.answerPending')}
        </Tag>
      </span>
    );
  if (!e.answerable) return <Tag minimal>{t('edocuments.incoming.noAnswer')}</Tag>;
  if (e.daysLeft < 0) return <Tag intent="danger">{t('edocuments.incoming.periodOver')}</Tag>;
  if (e.daysLeft === 0) return <Tag intent="warning">{t('edocuments.incoming.lastDay')}</Tag>;
  return (
    <Tag minimal intent={e.daysLeft <= 2 ? 'warning' : 'none'} data-testid="incoming-days-left">
      {t('edocuments.incoming.daysLeftN', { n: e.daysLeft })}
    </Tag>
  );
}

/** Rejecting asks for the reason, which goes to the sender; the server's refusal of the field is shown under it. */
function RejectDialog({ e, onClose, onDone }: { e: IncomingEdocumentView; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    try {
      await answerIncomingEdocument(e.id, { answer: 'reject', reason });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setError(err.body?.errors?.reason?.[0] ?? err.body?.message);
      else onClose();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog isOpen onClose={onClose} title={t('edocuments.incoming.rejectTitle', { number: e.number })}>
      <form
        data-testid="incoming-reject-dialog"
        onSubmit={(ev) => {
          ev.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <FormGroup
            label={t('edocuments.incoming.reason')}
            labelFor="incoming-reason"
            helperText={error ?? t('edocuments.incoming.reasonHelp')}
            intent={error ? 'danger' : 'none'}
          >
            <TextArea
              id="incoming-reason"
              autoFocus
              fill
              maxLength={500}
              value={reason}
              intent={error ? 'danger' : 'none'}
              onChange={(ev) => setReason(ev.target.value)}
              onKeyDown={(ev) => {
                if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) void submit();
              }}
              data-testid="incoming-reason"
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t('edocuments.incoming.cancel')} />
              <Button type="submit" intent="danger" loading={busy} text={t('edocuments.incoming.reject')} data-testid="incoming-reject-confirm" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** The integrator's rendering, in a frame that runs none of its scripts and reaches nothing of the app. */
function ViewDialog({ title, html, onClose }: { title: string; html: string; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog isOpen onClose={onClose} title={title} style={{ width: 'min(960px, 96vw)' }}>
      <DialogBody>
        <iframe title={title} sandbox="" srcDoc={html} style={{ width: '100%', height: '70vh', border: 0, background: 'white' }} />
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose} text={t('edocuments.incoming.close')} />} />
    </Dialog>
  );
}

function downloadXml(number: string, xml: string) {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${number}.xml`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * …efatura/gelen and …/irsaliye/gelen: what suppliers sent the company through its integrator, with the days left to
 * answer; a commercial invoice is accepted or rejected with a reason, an e-waybill received (a ReceiptAdvice) or rejected.
 * The rules (once, in the period, a reason to reject) are the server's (src/domain/edocuments/answers.ts). An invoice
 * that is a customer's return invoice is matched to its sales return (MatchReturnDialog), and then names it.
 */
export function IncomingPage({ path, kind, title: titleKey }: { path: string; kind: Kind; title?: string }) {
  const t = useT();
  const client = useQueryClient();
  const list = useIncomingEdocuments(kind);
  const mayAnswer = useMayWrite('eInvoice');
  const [rejecting, setRejecting] = useState<IncomingEdocumentView | null>(null);
  const [matching, setMatching] = useState<IncomingEdocumentView | null>(null);
  const [viewing, setViewing] = useState<{ title: string; html: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['edocuments', 'incoming'] });

  async function accept(e: IncomingEdocumentView) {
    setBusy(e.id);
    try {
      await answerIncomingEdocument(e.id, { answer: 'accept' });
    } catch {
      // the refusal is shown by the client
    } finally {
      setBusy(null);
      await refresh();
    }
  }

  async function open(e: IncomingEdocumentView, format: 'XML' | 'HTML') {
    const view = await fetchIncomingView(e.id, format);
    if (format === 'XML' || view.format === 'XML') downloadXml(e.number, view.content);
    else setViewing({ title: e.number, html: view.content });
  }

  const title = t(titleKey ?? (kind === 'waybill' ? 'route.edocumentWaybillIncoming' : 'route.edocumentIncoming'));
  return (
    <Card className="defter-page" data-testid="edocument-incoming" data-route={path}>
      <H3>{title}</H3>
      {!list.data ? (
        <Spinner size={32} />
      ) : list.data.length === 0 ? (
        <NonIdealState icon="inbox" description={t('edocuments.incoming.empty')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('edocuments.incoming.number')}</th>
                <th>{t('edocuments.incoming.sender')}</th>
                <th>{t('edocuments.incoming.profile')}</th>
                {kind === 'invoice' && <th className={Classes.ALIGN_RIGHT}>{t('edocuments.incoming.amount')}</th>}
                <th>{t('edocuments.incoming.receivedAt')}</th>
                <th>{t('edocuments.incoming.answer')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.map((e) => {
                const open_ = e.answerable && e.answer === null && e.daysLeft >= 0;
                return (
                  <tr key={e.id} data-testid="incoming-row" data-uuid={e.uuid}>
                    <td dir="ltr">{e.number}</td>
                    <td>
                      <div>{e.senderName}</div>
                      <div className={Classes.TEXT_MUTED} dir="ltr">
                        {e.senderVkn}
                      </div>
                    </td>
                    <td>{t(`edocuments.incoming.${e.profile === 'TICARIFATURA' || e.profile === 'TEMELFATURA' ? e.profile : 'TEMELIRSALIYE'}`)}</td>
                    {kind === 'invoice' && (
                      <td dir="ltr" style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                        {e.amount !== null ? `${formatMoney(e.amount)} ${e.currency}` : ''}
                      </td>
                    )}
                    <td dir="ltr">{formatDate(e.receivedAt)}</td>
                    <td>
                      <AnswerState e={e} />
                      {e.answerReason && <div className={Classes.TEXT_MUTED}>{e.answerReason}</div>}
                      {e.matchedDocumentId !== null && (
                        <div>
                          <a href={`#${editPathOf('salesReturn', e.matchedDocumentId)}`} data-testid="incoming-matched-return">
                            {t('edocuments.incoming.matchedReturn', { number: e.matchedDocumentNumber ?? `#${e.matchedDocumentId}` })}
                          </a>
                        </div>
                      )}
                    </td>
                    <td>
                      <ButtonGroup style={{ flexWrap: 'wrap', gap: 4 }}>
                        {open_ && mayAnswer && (
                          <>
                            <Button
                              small
                              intent="success"
                              icon="tick"
                              loading={busy === e.id}
                              onClick={() => void accept(e)}
                              text={t(kind === 'waybill' ? 'edocuments.incoming.receive' : 'edocuments.incoming.accept')}
                              data-testid="incoming-accept"
                            />
                            <Button
                              small
                              intent="danger"
                              icon="cross"
                              onClick={() => setRejecting(e)}
                              text={t('edocuments.incoming.reject')}
                              data-testid="incoming-reject"
                            />
                          </>
                        )}
                        {kind === 'invoice' && e.matchedDocumentId === null && mayAnswer && (
                          <Button
                            small
                            minimal
                            icon="undo"
                            onClick={() => setMatching(e)}
                            text={t('edocuments.incoming.matchReturn')}
                            data-testid="incoming-match"
                          />
                        )}
                        <Button
                          small
                          minimal
                          icon="eye-open"
                          onClick={() => void open(e, 'HTML')}
                          text={t('edocuments.incoming.view')}
                          data-testid="incoming-view"
                        />
                        <Button small minimal icon="code" onClick={() => void open(e, 'XML')} text={t('edocuments.incoming.xml')} />
                      </ButtonGroup>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {rejecting && (
        <RejectDialog
          e={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            void refresh();
          }}
        />
      )}
      {matching && (
        <MatchReturnDialog
          e={matching}
          onClose={() => setMatching(null)}
          onDone={() => {
            setMatching(null);
            void refresh();
          }}
        />
      )}
      {viewing && <ViewDialog title={viewing.title} html={viewing.html} onClose={() => setViewing(null)} />}
    </Card>
  );
}
