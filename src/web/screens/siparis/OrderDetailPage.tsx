import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H5,
  HTMLTable,
  Menu,
  MenuItem,
  NonIdealState,
  Popover,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { conversionsOffered } from '../../../../machines/index';
import { formatDate, formatDecimal } from '../../../domain/format';
import { lineRemaining } from '../../../domain/lifecycle/lines';
import { lineSupplyStatus } from '../../../../machines/order/rules';
import { ApiError } from '../../api/apiError';
import { orderViewSchema, type OrderView } from '../../../domain/schemas/document-views';
import { useDocument } from '../../api/fetchDocument';
import { documentKeys } from '../../api/documentKeys';
import { sendDocumentEvent } from '../../api/sendDocumentEvent';
import { useLineage } from '../../api/fetchDocumentLineage';
import { useProductNames } from '../../api/fetchProductNames';
import { useT } from '../../i18n/useT';
import { useWriteAccess } from '../common/useMayWrite';
import { wizardPath } from '../common/conversionPaths';
import { editPathOf } from '../common/receiptRoutes';
import { SupplyStatusTag } from '../common/SupplyStatusTag';
import { DocumentFormShell } from '../common/DocumentFormShell';
import { LifecycleBar } from '../common/LifecycleBar';

const ACTIONS = ['APPROVE', 'SHORT_CLOSE', 'CLOSE', 'CANCEL'] as const;

/** Where a document of the lineage opens: its editor, or this page for an order. */
const documentPath = (d: { type: string; id: number }) => editPathOf(d.type, d.id) ?? `/siparis/takip/${d.id}`;

function ShortCloseDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await sendDocumentEvent({ id: order.id, version: order.version, type: 'SHORT_CLOSE', fields: { reason: reason.trim() } });
      await client.invalidateQueries({ queryKey: documentKeys.all });
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('errors.SV10000'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('orderDetail.shortCloseTitle')} icon="disable">
      <DialogBody>
        <p>{t('orderDetail.shortCloseHelp')}</p>
        <FormGroup label={t('orderDetail.reason')} labelFor="short-close-reason" intent={error ? 'danger' : 'none'} helperText={error ?? undefined}>
          <TextArea id="short-close-reason" fill autoFocus value={reason} onChange={(e) => setReason(e.target.value)} data-testid="short-close-reason" />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('orderDetail.cancel')} onClick={onClose} />
            <Button intent="warning" text={t('orderDetail.action.SHORT_CLOSE')} loading={busy} onClick={save} data-testid="short-close-save" />
          </>
        }
      />
    </Dialog>
  );
}

/** /siparis/takip/{id}: an order's supply per line (ordered, supplied, written off, remaining), its actions and its lineage. */
export function OrderDetailPage({ id, path }: { id: number; path: string }) {
  const t = useT();
  const client = useQueryClient();
  const order = useDocument(id, orderViewSchema);
  const lineage = useLineage(id);
  const names = useProductNames((order.data?.lines ?? []).map((l) => (l.productId ? Number(l.productId) : null)).filter((p): p is number => p !== null));
  const mayWrite = useWriteAccess();
  const [shortClosing, setShortClosing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (order.isPending) return <Spinner size={32} />;
  if (!order.data) return <NonIdealState icon="error" title={t('errors.NF10004')} />;
  const o = order.data;
  const act = async (type: string) => {
    if (type === 'SHORT_CLOSE') return setShortClosing(true);
    setBusy(type);
    setFailure(null);
    try {
      await sendDocumentEvent({ id: o.id, version: o.version, type });
      await client.invalidateQueries({ queryKey: documentKeys.all });
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : t('errors.SV10000'));
    } finally {
      setBusy(null);
    }
  };
  // a reader (the auditor) is offered no action; a writer only the conversions into types they write
  const mayAct = mayWrite(o.type);
  const conversions = conversionsOffered(o).filter((c) => mayWrite(c.target));

  return (
    <DocumentFormShell
      path={path}
      testId="order-detail"
      type={o.type}
      doc={o}
      title={t(`documentTypes.${o.type}`)}
      idPrefix="order"
      after={<SupplyStatusTag status={o.supplyStatus} large testId="order-supply" />}
      lockTestId={false}
      refusal={failure}
    >
      <p className="bp6-text-muted">
        <span dir="ltr">{formatDate(o.date ?? null)}</span>
      </p>
      {o.shortCloseReason && (
        <Callout intent="warning" icon="disable" style={{ marginBottom: 12 }} data-testid="short-close-reason-shown">
          {t('orderDetail.shortClosed', { reason: o.shortCloseReason })}
        </Callout>
      )}
      {mayAct && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
          <LifecycleBar
            events={ACTIONS}
            label={(a) => t(`orderDetail.action.${a}`)}
            serverAllowed={o.allowedEvents}
            onlyAllowed
            busy={busy !== null}
            loading={busy}
            testId={(a) => `action-${a}`}
            onEvent={(a) => void act(a)}
          />
          {conversions.length > 0 && (
            <Popover
              content={
                <Menu>
                  {conversions.map((c) => (
                    <MenuItem key={c.target} icon="exchange" text={t(`documentTypes.${c.target}`)} href={`#${wizardPath(c, o.id)}`} data-target={c.target} />
                  ))}
                </Menu>
              }
            >
              <Button icon="exchange" endIcon="caret-down" text={t('orderList.convert')} data-testid="convert-order" />
            </Popover>
          )}
        </div>
      )}
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="order-lines">
          <thead>
            <tr>
              <th style={{ textAlign: 'start' }}>{t('conversion.product')}</th>
              <th style={{ textAlign: 'end' }}>{t('orderDetail.ordered')}</th>
              <th style={{ textAlign: 'end' }}>{t('orderDetail.supplied')}</th>
              <th style={{ textAlign: 'end' }}>{t('orderDetail.writtenOff')}</th>
              <th style={{ textAlign: 'end' }}>{t('conversion.remaining')}</th>
              <th style={{ textAlign: 'start' }}>{t('orderList.supply')}</th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l) => (
              <tr key={l.id} data-line={l.id}>
                <td style={{ whiteSpace: 'normal' }}>{l.productId ? (names.data?.[Number(l.productId)] ?? `#${l.productId}`) : ''}</td>
                <td style={{ textAlign: 'end' }} dir="ltr">
                  {formatDecimal(l.quantity, 0)}
                </td>
                <td style={{ textAlign: 'end' }} dir="ltr" data-col="supplied">
                  {formatDecimal(l.suppliedQuantity, 0)}
                </td>
                <td style={{ textAlign: 'end' }} dir="ltr" data-col="writtenOff">
                  {formatDecimal(l.writtenOffQuantity, 0)}
                </td>
                <td style={{ textAlign: 'end' }} dir="ltr" data-col="remaining">
                  {formatDecimal(lineRemaining(l), 0)}
                </td>
                <td data-col="supply">
                  <SupplyStatusTag status={lineSupplyStatus(l)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <H5 style={{ marginTop: 16 }}>{t('orderDetail.lineage')}</H5>
      {lineage.data && lineage.data.sources.length + lineage.data.targets.length === 0 ? (
        <p className="bp6-text-muted">{t('orderDetail.noLineage')}</p>
      ) : (
        <ul data-testid="lineage">
          {(lineage.data?.sources ?? []).map((d) => (
            <li key={`s${d.id}`}>
              {t('orderDetail.madeFrom')}{' '}
              <a href={`#${documentPath(d)}`}>
                {t(`documentTypes.${d.type}`)} <span dir="ltr">{d.number}</span>
              </a>
            </li>
          ))}
          {(lineage.data?.targets ?? []).map((d) => (
            <li key={`t${d.id}`} data-target-id={d.id}>
              {t('orderDetail.madeInto')}{' '}
              <a href={`#${documentPath(d)}`}>
                {t(`documentTypes.${d.type}`)} <span dir="ltr">{d.number}</span>
              </a>{' '}
              <Tag minimal>{t(`documentStatus.${d.status}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
      {shortClosing && <ShortCloseDialog order={o} onClose={() => setShortClosing(false)} />}
    </DocumentFormShell>
  );
}
