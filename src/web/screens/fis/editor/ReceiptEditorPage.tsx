import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isCurrency } from '../../../../domain/money/format';
import { Dec } from '../../../../domain/money/decimal';
import { fetchAccount } from '../../../api/fetchAccount';
import { useGeneralSettings } from '../../../api/areaSettings';
import { useDocumentSettings } from '../../../api/fetchDocumentSettings';
import { useOwnSettings } from '../../../api/fetchOwnSettings';
import { receiptViewSchema, type DocumentLineView, type ReceiptView } from '../../../../domain/schemas/document-views';
import { fetchDocument } from '../../../api/fetchDocument';
import { documentKeys } from '../../../api/documentKeys';
import { fetchProduct } from '../../../api/fetchProduct';
import type { Product } from '../../../../domain/schemas/products';
import { useT } from '../../../i18n/useT';
import { navigate } from '../../../routes/hashLocation';
import { newKey, type EditorLine } from '../../common/editorLine';
import { discountFields, emptyHeader, type HeaderState } from '../../common/headerState';
import { ReceiptEditor } from './ReceiptEditor';
import { editPathOf, isOrderType, PAYMENT_TYPE_RECEIPTS, type EditorRoute } from '../../common/receiptRoutes';

interface Loaded {
  doc: ReceiptView;
  header: HeaderState;
  lines: EditorLine[];
}

const num = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

/** A stored line's campaign discounts and, for a converted line, its source line (src/domain/campaigns/draft.ts). */
function savedCampaigns(l: DocumentLineView): Pick<EditorLine, 'saved'> {
  const sourceLineId = typeof l.sourceLineId === 'string' ? l.sourceLineId : undefined;
  if (!l.campaignDiscounts?.length && sourceLineId === undefined) return {};
  return { saved: { quantity: l.quantity, campaignDiscounts: l.campaignDiscounts ?? [], ...(sourceLineId ? { sourceLineId } : {}) } };
}

/**
 * A stored payment as the header shows it: a sales invoice paid partly with points is its points part and the payment
 * type of the rest (invoice-points.ts); any other mixed payment stays as it is.
 */
function paymentOf(doc: ReceiptView): Pick<HeaderState, 'paymentType' | 'pointsLira'> {
  const payments = (doc as { payments?: { cash?: string; card?: string; points?: string } | null }).payments;
  // an invoice of a till sale was paid at the till: its split stays as the till took it
  if (doc.paymentType !== 'mixed' || !payments?.points || doc.sourceType === 'posSale') return { paymentType: doc.paymentType ?? null, pointsLira: '' };
  return { paymentType: new Dec(payments.card ?? '0').gt(0) ? 'card' : 'cash', pointsLira: payments.points };
}

/** A stored receipt turned into the editor's header and lines (the account and each distinct product fetched once). */
async function loadReceipt(id: number): Promise<Loaded> {
  const doc = await fetchDocument(id, receiptViewSchema);
  const productIds = [...new Set(doc.lines.map((l) => num(l.productId)).filter((v): v is number => v !== null))];
  const [account, products] = await Promise.all([
    doc.accountId ? fetchAccount(Number(doc.accountId)).catch(() => null) : Promise.resolve(null),
    Promise.all(productIds.map((pid) => fetchProduct(pid).catch(() => null))),
  ]);
  const byId = new Map(products.filter((p): p is Product => p !== null).map((p) => [p.id, p]));
  const header: HeaderState = {
    account,
    date: doc.date ?? emptyHeader().date,
    warehouseId: num(doc.warehouseId),
    targetWarehouseId: num(doc.targetWarehouseId),
    currency: isCurrency(doc.currency) ? doc.currency : 'TRY',
    exchangeRate: doc.exchangeRate ?? '',
    ...paymentOf(doc),
    deliveryDate: typeof doc.deliveryDate === 'string' ? doc.deliveryDate : '',
    note: doc.note ?? '',
    ...discountFields(doc.documentDiscount),
    deliveryTerms: doc.deliveryTerms ?? '',
    transportMode: doc.transportMode === null || doc.transportMode === undefined ? '' : String(doc.transportMode),
    otherInvoiceNumber: doc.supplierInvoiceNumber ?? doc.customerInvoiceNumber ?? '',
    salespersonId: doc.salespersonId ?? '',
  };
  const lines = doc.lines.map((l): EditorLine => {
    const p = byId.get(num(l.productId) ?? -1);
    return {
      key: newKey(),
      id: l.id,
      productId: num(l.productId),
      code: p ? p.barcode || p.isbn || p.code || '' : '',
      name: p?.name ?? '',
      unit: p?.unit ?? '',
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      multiplier: l.multiplier ?? '1',
      discountRate: l.discountRate ?? '0',
      vatRate: l.vatRate,
      priceIncludesVat: l.priceIncludesVat === true,
      ...(l.withholdingCode !== undefined && l.withholdingPercent !== undefined
        ? { withholdingCode: l.withholdingCode, withholdingPercent: l.withholdingPercent }
        : {}),
      ...(l.exemptionCode !== undefined ? { exemptionCode: l.exemptionCode } : {}),
      ...(l.gtip !== undefined ? { gtip: l.gtip } : {}),
      ...(l.locationId !== undefined ? { locationId: Number(l.locationId) } : {}),
      ...(p ? { cardLocationId: p.locationId } : {}),
      ...savedCampaigns(l),
    };
  });
  return { doc, header, lines };
}

/** /fis/<type>/yeni, /duzen/{id} and /kopya/{id}: a new receipt, a stored one, or a new draft copied from one. */
export function ReceiptEditorPage({ path, route }: { path: string; route: EditorRoute }) {
  const t = useT();
  const [generation, setGeneration] = useState(0);
  const defaults = useDocumentSettings();
  const own = useOwnSettings();
  const general = useGeneralSettings();
  const source = useQuery({
    queryKey: documentKeys.editorLoad(route.id ?? 0),
    queryFn: () => loadReceipt(route.id as number),
    enabled: route.id !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const onCreated = (saved: ReceiptView) => {
    const to = editPathOf(route.type, saved.id);
    setGeneration((g) => g + 1); // the "new" page starts blank again next time
    if (to) navigate(to, { replace: true });
  };

  if (route.id === null) {
    // a new receipt starts from the user's own warehouse (Hesap Ayarları), else the company's defaults (Evrak Ayarları)
    if (defaults.isPending || own.isPending || general.isPending) return <Spinner size={32} />;
    const header = {
      ...emptyHeader(),
      currency: general.data?.defaultCurrency ?? 'TRY',
      warehouseId: own.data?.defaultWarehouseId ?? defaults.data?.defaultWarehouseId ?? null,
      paymentType: PAYMENT_TYPE_RECEIPTS.includes(route.type) ? (defaults.data?.defaultPaymentType ?? null) : null,
    };
    return <ReceiptEditor key={generation} path={path} type={route.type} doc={null} initialHeader={header} initialLines={[]} onCreated={onCreated} />;
  }
  if (source.isPending) {
    return (
      <Card className="defter-page" data-route={path}>
        <Spinner size={32} />
      </Card>
    );
  }
  if (source.isError || !source.data) {
    return (
      <Card className="defter-page" data-route={path}>
        <NonIdealState
          icon="error"
          title={t('receiptEditor.notFound')}
          action={
            isOrderType(route.type) ? (
              <Button text={t('route.orderList')} onClick={() => navigate('/siparis/list')} />
            ) : (
              <Button text={t('route.receiptTracking')} onClick={() => navigate('/fis/takip')} />
            )
          }
        />
      </Card>
    );
  }
  const { doc, header, lines } = source.data;
  if (doc.type !== route.type) {
    const right = editPathOf(doc.type, doc.id);
    return (
      <Card className="defter-page" data-route={path}>
        <NonIdealState
          icon="swap-horizontal"
          title={t('receiptEditor.otherType')}
          action={right ? <Button text={t(`documentTypes.${doc.type}`)} onClick={() => navigate(right)} /> : undefined}
        />
      </Card>
    );
  }
  if (route.mode === 'copy') {
    const copied = lines.map((l) => ({ ...l, key: newKey(), id: undefined, saved: undefined }));
    return (
      <ReceiptEditor
        key={`copy-${generation}`}
        path={path}
        type={route.type}
        doc={null}
        initialHeader={{ ...header, date: emptyHeader().date }}
        initialLines={copied}
        onCreated={onCreated}
      />
    );
  }
  return <ReceiptEditor key={`${doc.id}`} path={path} type={route.type} doc={doc} initialHeader={header} initialLines={lines} onCreated={onCreated} />;
}
