import { DEFAULT_PRINT_DESIGN, pageSize } from '../../../../domain/print/design';
import { usePrintDesign } from '../../../api/designs';
import { Button, HTMLSelect, Tag, Tooltip } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useFormKey } from '../../../api/formKey';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/apiError';
import { showNotice } from '../../../api/errorBus';
import { receiptViewSchema, type ReceiptView } from '../../../../domain/schemas/document-views';
import { fetchDocument } from '../../../api/fetchDocument';
import { editDocument } from '../../../api/editDocument';
import { sendDocumentEvent } from '../../../api/sendDocumentEvent';
import { documentKeys } from '../../../api/documentKeys';
import { createReceipt, type ReceiptBody } from '../../../api/createReceipt';
import { useT } from '../../../i18n/useT';
import { currentPath, navigate } from '../../../routes/hashLocation';
import { isBlank, toBodyLines, toDraftLine, toModelLine, type EditorLine } from '../../common/editorLine';
import { documentDiscountOf, invoiceFieldsBody, type HeaderState } from '../../common/headerState';
import { discountedLiveTotals } from '../../../../domain/money/receipt-totals-model';
import { draftCampaignDiscounts } from '../../../../domain/campaigns/draft';
import { CAMPAIGN_TYPES } from '../../../../../machines/receipt/rules';
import { CAMPAIGN_ORDER_TYPES } from '../../../../../machines/order/rules';
import { useCampaignOffer } from '../../../api/campaigns';
import { isRounded, roundedPayable } from '../../../../domain/money/payable-rounding';
import { CampaignLines } from './CampaignLines';
import { InvoicePointsPart, useInvoicePoints } from './InvoicePointsPart';
import { lineProductReason } from '../../../../domain/lifecycle/lines';
import { HistoryLink } from '../../common/HistoryLink';
import { InstalmentPlanLink } from '../../common/InstalmentPlanLink';
import { EdocumentStatusLink } from '../../common/EdocumentStatusLink';
import { IncomingInvoiceLink } from '../../common/IncomingInvoiceLink';
import { CargoTrackingLink } from '../../common/CargoTrackingLink';
import { documentLock } from '../../../../../machines/locks';
import { isCashInvoice, needsWarehouse, roundingOfNew, takesDocumentDiscount, type ReceiptType } from '../../../../../machines/receipt/rules';
import { settingRounding } from '../../../../domain/money/payable-rounding';
import { useDocumentSettings } from '../../../api/fetchDocumentSettings';
import { DocumentFormShell } from '../../common/DocumentFormShell';
import { useMayWrite } from '../../common/useMayWrite';
import { LifecycleBar } from '../../common/LifecycleBar';
import { LineagePanel } from './LineagePanel';
import { LinesGrid } from './LinesGrid';
import { eventsOf, localDecisions, type LifecycleEventType } from './localMachine';
import { NegativeStockNotice } from './NegativeStockNotice';
import { OrderSupplyInfo } from './OrderSupplyInfo';
import { PrintSheet } from '../../../print/PrintSheet';
import { ReceiptHeader } from './ReceiptHeader';
import { useCreditableSalespeople } from '../../../api/commissions';
import { editPathOf, isOrderType, PAYMENT_TYPE_RECEIPTS, type EditorDocType } from '../../common/receiptRoutes';
import { TotalsPanel } from './TotalsPanel';
import { CampaignTotals } from './campaignTotals';
import { useReceiptLines } from './useReceiptLines';
import { locationErrorsOf, useLineShelves } from './useLineShelves';
import { focusedSelector, restoreFocus } from '../../common/keyboardFocus';
import './receiptEditor.css';
import { accountKeys, productKeys } from '../../../api/queryKeys';

interface Props {
  path: string;
  type: EditorDocType;
  doc: ReceiptView | null;
  initialHeader: HeaderState;
  initialLines: EditorLine[];
  /** a new receipt was stored: its edit page takes over */
  onCreated: (saved: ReceiptView) => void;
}

function messageOf(e: unknown, fallback: string): string {
  if (e instanceof ApiError) {
    const field = Object.values(e.body?.errors ?? {})[0]?.[0];
    // a refused rule names its field with its own message: said once
    return [...new Set([e.body?.message, field])].filter(Boolean).join(' ') || fallback;
  }
  return fallback;
}

/** The campaign discounts the server stored on each line: its lines are the editor's lines that are not blank, in order. */
function storedDiscounts(lines: readonly EditorLine[], stored: ReceiptView['lines'] | undefined) {
  let k = 0;
  return lines.map((l) => (isBlank(l) ? [] : (stored?.[k++]?.campaignDiscounts ?? [])));
}

/** The receipt (and order) editor: header, the lines grid, live totals, the lifecycle buttons, lineage, printing. */
export function ReceiptEditor({ path, type, doc: initialDoc, initialHeader, initialLines, onCreated }: Props) {
  const t = useT();
  const rtl = useIntl().locale.startsWith('ar');
  const qc = useQueryClient();
  const formKey = useFormKey();
  const rootRef = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<ReceiptView | null>(initialDoc);
  const [header, setHeader] = useState<HeaderState>(initialHeader);
  const lines = useReceiptLines(initialLines);
  const [dirty, setDirtyState] = useState(false);
  /** read by the leave reminder, which may run before the next render */
  const dirtyRef = useRef(false);
  const setDirty = useCallback((v: boolean) => {
    dirtyRef.current = v;
    setDirtyState(v);
  }, []);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // '' prints on the company's designed paper (Sistem → Tasarım); a named size overrides it for this print
  const [paper, setPaper] = useState('');
  const design = usePrintDesign().data ?? DEFAULT_PRINT_DESIGN;
  const [printing, setPrinting] = useState(false);

  const order = isOrderType(type);
  const status = doc?.status ?? 'draft';
  const locked = documentLock(type, status).locked;
  // a reader (the auditor) sees the receipt as a locked one sees it, and is offered no action at all
  const writable = useMayWrite(type);
  const readOnly = locked || !writable;
  const markDirty = useCallback(() => setDirty(true), [setDirty]);
  const changeHeader = useCallback(
    (patch: Partial<HeaderState>) => {
      setHeader((h) => ({ ...h, ...patch }));
      setDirty(true);
    },
    [setDirty],
  );
  // a receipt that moves stock: each line shows its shelf location in the warehouse, and the server's refusal of it
  const movesStock = !order && needsWarehouse({ type: type as ReceiptType, stockMovedBySource: doc?.stockMovedBySource ?? false });
  const [locationErrors, setLocationErrors] = useState<Record<string, string>>({});
  const shelves = useLineShelves(movesStock ? header.warehouseId : null, locationErrors);

  const deferredLines = useDeferredValue(lines.lines);
  const origin = useMemo(
    () => ({ sourceType: doc?.sourceType, stockMovedBySource: doc?.stockMovedBySource, cashBoxId: doc?.cashBoxId, negativeStock: doc?.negativeStock }),
    [doc],
  );
  const local = useMemo(() => localDecisions(type, status, header, deferredLines, origin), [type, status, header, deferredLines, origin]);
  const shortages = doc?.negativeStock ?? [];
  // a stored document keeps the rounding it was made with; a new one will be made with the company's (Evrak Ayarları)
  const settings = useDocumentSettings().data;
  const rounding = doc ? doc.payableRounding : roundingOfNew(type, settings && settingRounding(settings.roundingStep, settings.roundingMode));

  // a discount on the whole document: the totals are the server's computation of it (receipt-totals-model.ts)
  const discounted = takesDocumentDiscount(type);
  const discount = discounted ? documentDiscountOf(header) : null;
  const { discountKind, discountValue } = header;
  // campaigns (sales invoices and orders): an open document's discount lines are decided live by the server's rule on
  // the server's offer (src/domain/campaigns/draft.ts); a locked one, or one whose offer is not read yet, shows what was stored
  const campaigned = ([...CAMPAIGN_TYPES, ...CAMPAIGN_ORDER_TYPES] as readonly string[]).includes(type);
  const [removed, setRemoved] = useState<string[]>(initialDoc?.removedCampaigns ?? []);
  const offer = useCampaignOffer(header.account?.id ?? null, campaigned && !readOnly).data;
  const currency = header.currency;
  const campaignDiscounts = useMemo(
    () =>
      campaigned && !readOnly && offer
        ? draftCampaignDiscounts(deferredLines.map(toDraftLine), offer, removed, currency)
        : storedDiscounts(deferredLines, doc?.lines),
    [campaigned, readOnly, offer, deferredLines, removed, currency, doc],
  );
  // the campaigns' discounted totals, computed again only for the lines an edit changed
  const [campaignTotals] = useState(() => new CampaignTotals());
  const totals = useMemo(() => {
    const d = discounted ? documentDiscountOf({ discountKind, discountValue }) : null;
    const any = campaignDiscounts.some((c) => c.length > 0);
    const modelLines = () =>
      deferredLines.map((l, i) => (campaignDiscounts[i]?.length ? { ...toModelLine(l), campaignDiscounts: campaignDiscounts[i] } : toModelLine(l)));
    if (d) return discountedLiveTotals(modelLines(), d);
    return any ? campaignTotals.totals(deferredLines, campaignDiscounts) : lines.totals;
  }, [discounted, discountKind, discountValue, deferredLines, lines.totals, campaignDiscounts, campaignTotals]);
  const owed = isRounded(rounding, currency) ? roundedPayable(totals.payable, rounding, currency).payable : totals.payable;
  const points = useInvoicePoints(type, header, owed, doc?.sourceType === 'posSale');
  const removedNamed = removed.map((id) => ({ id, name: offer?.campaigns.find((c) => c.id === id)?.name ?? `#${id}` }));
  const changeRemoved = (next: string[]) => {
    setRemoved(next);
    setDirty(true);
  };

  const salespeople = useCreditableSalespeople(type);
  const body = (): ReceiptBody | string => {
    const incomplete = lines.lines.map((l) => (isBlank(l) ? null : lineProductReason(l))).find((r) => r !== null);
    if (incomplete) return t(`rules.${incomplete}`);
    if (discount === undefined) return t('receiptEditor.discountInvalid');
    if (points.payment?.ok === false) return t(`rules.${points.payment.reason}`);
    const hadPoints = Boolean((doc as { payments?: { points?: string } | null } | null)?.payments?.points);
    return {
      ...(discounted ? { documentDiscount: discount } : {}),
      accountId: header.account?.id ?? null,
      currency: header.currency,
      exchangeRate: header.currency !== 'TRY' && header.exchangeRate ? header.exchangeRate : null,
      date: header.date,
      ...(PAYMENT_TYPE_RECEIPTS.includes(type) ? { paymentType: header.paymentType } : {}),
      warehouseId: header.warehouseId,
      ...(type === 'stockTransfer' ? { targetWarehouseId: header.targetWarehouseId } : {}),
      ...(order ? { deliveryDate: header.deliveryDate || null } : {}),
      note: header.note || null,
      ...invoiceFieldsBody(type, header),
      ...(salespeople ? { salespersonId: header.salespersonId ? Number(header.salespersonId) : null } : {}),
      ...(campaigned ? { removedCampaigns: removed } : {}),
      ...(points.payment?.ok ? { paymentType: points.payment.paymentType, payments: points.payment.payments } : hadPoints ? { payments: null } : {}),
      lines: toBodyLines(lines.lines, doc !== null),
    };
  };

  /** Saves (create, or EDIT with the version read); the saved receipt, or null when refused. */
  const save = async (opts: { handOver?: boolean } = {}): Promise<ReceiptView | null> => {
    const b = body();
    if (typeof b === 'string') {
      setRefusal(b);
      return null;
    }
    setBusy(true);
    setRefusal(null);
    const sentKeys = lines.lines.filter((l) => !isBlank(l)).map((l) => l.key);
    try {
      const saved = doc ? await editDocument(doc.id, doc.version, b, receiptViewSchema) : await createReceipt(type, b, formKey);
      setDoc(saved);
      setDirty(false);
      setLocationErrors({});
      void qc.invalidateQueries({ queryKey: documentKeys.all });
      showNotice({
        kind: 'toast',
        intent: 'success',
        message: t(order ? 'orderEditor.saved' : 'receiptEditor.saved', { number: saved.number }),
        timeout: 2500,
      });
      if (!doc && opts.handOver !== false) onCreated(saved);
      return saved;
    } catch (e) {
      setRefusal(messageOf(e, t('receiptEditor.saveFailed')));
      setLocationErrors(e instanceof ApiError ? locationErrorsOf(e.body?.errors, sentKeys) : {});
      return null;
    } finally {
      setBusy(false);
    }
  };

  const onEvent = async (event: LifecycleEventType) => {
    // the reason is asked by the order tracking page's dialog
    if (event === 'SHORT_CLOSE') {
      if (doc) navigate(`/siparis/takip/${doc.id}`);
      return;
    }
    let current = doc;
    if (!current || dirty) {
      if (locked) return;
      current = await save({ handOver: false });
      if (!current) return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const next = await sendDocumentEvent({ id: current.id, version: current.version, type: event }, receiptViewSchema);
      setDoc(next);
      if (!doc) onCreated(next);
      void qc.invalidateQueries({ queryKey: documentKeys.all });
      if (event === 'COMPLETE') {
        void qc.invalidateQueries({ queryKey: productKeys.all });
        void qc.invalidateQueries({ queryKey: accountKeys.all });
        void qc.invalidateQueries({ queryKey: accountKeys.statements() });
      }
    } catch (e) {
      if (!doc) onCreated(current);
      setRefusal(messageOf(e, t('receiptEditor.eventFailed')));
    } finally {
      setBusy(false);
    }
  };

  const print = () => {
    setPrinting(true);
    requestAnimationFrame(() => window.print());
  };

  // Ctrl+S and Ctrl+P act on this receipt only while its page is the one shown (other tabs stay mounted, hidden)
  const latest = useRef({ save, print, readOnly, busy });
  latest.current = { save, print, readOnly, busy };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || rootRef.current?.offsetParent === null) return;
      const key = e.key.toLowerCase();
      if (key === 's') {
        e.preventDefault();
        if (latest.current.readOnly || latest.current.busy) return;
        // the cell being typed in commits when it loses focus; save once that edit is rendered
        // and the focus comes back to it once saved, on this page or on the saved receipt's own
        const focused = focusedSelector();
        (document.activeElement as HTMLElement | null)?.blur();
        setTimeout(() => void latest.current.save().finally(() => restoreFocus(focused)), 0);
      } else if (key === 'p') {
        e.preventDefault();
        latest.current.print();
      }
    };
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  // an approved order is supplied by documents made elsewhere: coming back to its tab shows its new state
  const shown = useRef(doc);
  shown.current = doc;
  useEffect(() => {
    if (!order) return;
    const back = () => {
      const d = shown.current;
      if (!d || !documentLock(d.type, d.status).locked || dirtyRef.current || currentPath() !== path) return;
      fetchDocument(d.id, receiptViewSchema).then(setDoc, () => undefined);
    };
    window.addEventListener('hashchange', back);
    return () => window.removeEventListener('hashchange', back);
  }, [order, path]);

  // spec §8: "remember to save the receipt" before the page is left with unsaved changes
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = t('receiptEditor.rememberToSave');
    };
    // leaving for another page keeps this one open in its tab: a reminder, not a question
    const leave = () => {
      if (dirtyRef.current && currentPath() !== path)
        showNotice({ kind: 'toast', intent: 'warning', message: t('receiptEditor.rememberToSave'), timeout: 4000 });
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('hashchange', leave);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('hashchange', leave);
    };
  }, [dirty, t, path]);

  const title = t(`documentTypes.${type}`);
  const section = order ? 'orderEditor' : 'receiptEditor';
  return (
    <DocumentFormShell
      path={path}
      testId="receipt-editor"
      type={type}
      doc={doc ? { number: doc.number, status } : null}
      title={title}
      idPrefix="receipt"
      after={
        dirty &&
        !locked && (
          <Tag minimal intent="warning" icon="edit" data-testid="unsaved">
            {t('receiptEditor.rememberToSave')}
          </Tag>
        )
      }
      refusal={refusal}
      chromeClassName="receipt-no-print"
      className="receipt-page"
      data={{ 'data-status': status, 'data-doc-id': doc?.id ?? '' }}
      rootRef={rootRef}
      footer={
        <div className="receipt-bottom">
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {writable && (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="receipt-actions">
                <Tooltip content={t('receiptEditor.keys')}>
                  <Button
                    icon="floppy-disk"
                    intent="primary"
                    text={t('receiptEditor.save')}
                    disabled={locked || busy}
                    loading={busy}
                    onClick={() => void save()}
                    aria-keyshortcuts="Control+S"
                    data-testid="save"
                  />
                </Tooltip>
                <LifecycleBar
                  className="receipt-no-print"
                  events={eventsOf(type)}
                  label={(e) => t(`${section}.event.${e}`)}
                  notNow={t(`${section}.notNow`)}
                  serverAllowed={doc ? doc.allowedEvents : null}
                  local={local}
                  busy={busy || (dirty && locked)}
                  onEvent={(e) => void onEvent(e as LifecycleEventType)}
                />
              </div>
            )}
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <Button icon="print" text={t('receiptEditor.print.button')} onClick={print} data-testid="print" />
              <HTMLSelect
                aria-label={t('receiptEditor.print.paper')}
                value={paper}
                onChange={(e) => setPaper(e.target.value)}
                options={[{ value: '', label: t('receiptEditor.print.designPaper', { paper: pageSize(design) }) }, 'A4', 'A5', 'Letter']}
                data-testid="paper"
              />
              {doc && !order && writable && (
                <Button
                  icon="duplicate"
                  variant="minimal"
                  text={t('receiptEditor.copy')}
                  onClick={() => navigate(editPathOf(type, doc.id)!.replace('/duzen/', '/kopya/'))}
                  data-testid="copy"
                />
              )}
              {doc && <HistoryLink id={doc.id} />}
              {doc && <InstalmentPlanLink doc={doc} />}
              {doc && <EdocumentStatusLink doc={doc} />}
              {doc && <IncomingInvoiceLink doc={doc} />}
              {doc && <CargoTrackingLink doc={doc} />}
            </div>
            {writable && (
              <small className="bp6-text-muted" data-testid="keys-legend">
                {t('receiptEditor.keys')}
              </small>
            )}
          </div>
          <TotalsPanel totals={totals} currency={header.currency} rounding={rounding} />
        </div>
      }
    >
      <style>{`@page { size: ${paper ? `${paper} ${design.orientation}` : pageSize(design)}; margin: 12mm; }`}</style>
      <div className="receipt-no-print">
        <ReceiptHeader
          type={type}
          warehouseRequired={movesStock}
          paymentRequired={
            !order && isCashInvoice({ type: type as ReceiptType, cashBoxId: doc?.cashBoxId ?? undefined, paidBySource: doc?.sourceType === 'posSale' })
          }
          value={header}
          salespeople={salespeople}
          readOnly={readOnly}
          onChange={changeHeader}
        />
        <LinesGrid lines={lines} readOnly={readOnly} rtl={rtl} onChange={markDirty} taxCodes={type === 'salesInvoice'} shelves={shelves} />
        <CampaignLines
          lines={deferredLines}
          discounts={campaignDiscounts}
          currency={currency}
          removed={removedNamed}
          mayRemove={!readOnly && offer?.mayRemove === true}
          onRemove={(id) => changeRemoved([...removed, id])}
          onRestore={(id) => changeRemoved(removed.filter((r) => r !== id))}
        />
        <InvoicePointsPart points={points} header={header} readOnly={readOnly} onChange={changeHeader} />
        {shortages.length > 0 && <NegativeStockNotice shortages={shortages} lines={lines.lines} completed={status !== 'inProcess'} />}
        {doc && order && <OrderSupplyInfo id={doc.id} locked={locked} supplyStatus={(doc as { supplyStatus?: unknown }).supplyStatus} />}
        {doc && <LineagePanel id={doc.id} path={path} />}
      </div>

      <PrintSheet
        title={title}
        number={doc?.number ?? ''}
        status={status}
        header={header}
        lines={lines.lines}
        withLines={printing}
        totals={totals}
        rounding={rounding}
      />
    </DocumentFormShell>
  );
}
