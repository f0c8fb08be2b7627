import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { billDue, type TableStep } from '../../../../../flows/pos-table';
import { changeDue } from '../../../../../flows/pos';
import type { Product } from '../../../../domain/schemas/products';
import { fetchProduct } from '../../../api/fetchProduct';
import { useProductNames } from '../../../api/fetchProductNames';
import { getStoredUser } from '../../../api/session';
import { useUiSettings } from '../../../api/fetchUiSettings';
import { useT } from '../../../i18n/useT';
import { navigate } from '../../../routes/hashLocation';
import { routePath } from '../../../routes/routeTable';
import { lookupProduct } from '../../common/productLookup';
import { ProductEntry, type ProductFinder } from '../ProductEntry';
import { VariantPicker } from '../VariantPicker';
import { GuestOrders } from './GuestOrders';
import { MergeDialog } from './MergeDialog';
import { MoveDialog } from './MoveDialog';
import { SplitDialog } from './SplitDialog';
import { TableLines } from './TableLines';
import { PAY_KEYS, TablePayment } from './TablePayment';
import { TableSlip } from './TableSlip';
import { useTableCalls } from './useTableCalls';
import { fastSalePermitted } from '../../../../../machines/receipt/fast-sale';
import { formatDecimal } from '../../../../domain/format';

const KEYS = ['F2', 'F6', 'F7', 'F8', 'F9', 'Esc'] as const;

/** /fis/posmasa/duzen/{id}: one table's bill over flows/pos-table.ts, once the user's permissions are known. */
export function TableBillScreen({ id, active }: { id: number; active: boolean }) {
  const settings = useUiSettings();
  if (!settings.data) return <Spinner />;
  const user = settings.data.authorizedUser;
  const stored = getStoredUser();
  // the domain's rule, which also exempts an admin: the server asks the same one (fastSalePermitted)
  const canEditPrices = fastSalePermitted({ roles: user.roles ?? stored?.roles ?? [], permissions: user.permissions ?? stored?.permissions ?? [] }, 'sale');
  return <TableBill id={id} active={active} canEditPrices={canEditPrices} />;
}

/** A message key of the flow, or the server's own translated message. */
const shown = (t: ReturnType<typeof useT>, failure: string) => (/^[a-z]+\.[A-Za-z.]+$/.test(failure) ? t(failure) : failure);

function TableBill({ id, active, canEditPrices }: { id: number; active: boolean; canEditPrices: boolean }) {
  const t = useT();
  const { flow, cashBoxMissing } = useTableCalls(id);
  const [state, send] = useMachine(flow, { input: { canEditPrices } });
  const step = state.value as TableStep;
  const ctx = state.context;
  const scanRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const lines = ctx.bill?.lines ?? [];
  const fetched = useProductNames(lines.filter((l) => names[l.productId] === undefined).map((l) => l.productId));
  const allNames = { ...(fetched.data ?? {}), ...names };
  // what the table pays: the total rounded as the bill's küsurat yuvarlama says
  const due = billDue(ctx.bill);
  const editable = step === 'ordering' || step === 'savingLines';

  // a model scanned or picked: which of its variants is asked before a line is added, as at the till
  const [picking, setPicking] = useState<Product | null>(null);
  const [pickFailure, setPickFailure] = useState<string | null>(null);
  const add = (p: Product) => {
    if (p.variantChoices.length) return setPicking(p);
    setPickFailure(null);
    setNames((n) => ({ ...n, [p.id]: p.name }));
    send({ type: 'ADD_PRODUCT', productId: p.id, unitPrice: p.price, vatRate: p.vatRate, priceIncludesVat: p.priceIncludesVat });
  };
  const pickVariant = (variantId: number) => {
    setPicking(null);
    fetchProduct(variantId).then(add, (e: Error) => setPickFailure(e.message));
  };
  const find: ProductFinder<Product> = {
    byCode: async (code) => (await lookupProduct(code)).exact,
    byText: (text) => lookupProduct(text),
  };

  // the kept page shown again: the flow loads the bill again
  useEffect(() => {
    if (active) send({ type: 'SHOWN' });
  }, [active, send]);

  useEffect(() => {
    if (active && step === 'ordering' && !picking) scanRef.current?.focus();
  }, [active, step, picking]);

  useEffect(() => {
    if (step === 'done' && ctx.outcome?.action === 'merge') navigate(routePath('/fis/posmasa/duzen/{id}', { id: ctx.outcome.id }), { replace: true });
  }, [step, ctx.outcome]);

  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (editable) {
        if (e.key === 'F2') searchRef.current?.focus();
        else if (e.key === 'F4')
          [...document.querySelectorAll<HTMLInputElement>(`[data-route="${routePath('/fis/posmasa/duzen/{id}', { id })}"] [data-testid^="tables-qty-"]`)]
            .at(-1)
            ?.focus();
        else if (e.key === 'F6') send({ type: 'MOVE' });
        else if (e.key === 'F7') send({ type: 'MERGE' });
        else if (e.key === 'F8') send({ type: 'SPLIT' });
        else if (e.key === 'F9') send({ type: 'PAY', kind: 'cash' });
        else if (e.key === 'Escape' && !(e.target as HTMLElement | null)?.closest('.bp6-dialog')) navigate('/fis/posmasa');
        else return;
        e.preventDefault();
      } else if (step === 'paying' && PAY_KEYS[e.key]) {
        e.preventDefault();
        send({ type: 'PAY', kind: PAY_KEYS[e.key]! });
      } else if (step === 'done' && e.key === 'Enter') {
        e.preventDefault();
        navigate('/fis/posmasa');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, editable, step, id, send]);

  if (step === 'loading') return <Spinner />;
  if (!ctx.bill) return <Callout intent="danger">{shown(t, ctx.failure ?? 'tables.failed')}</Callout>;
  const bill = ctx.bill;

  if (step === 'done' && ctx.outcome?.action === 'pay') {
    const change = ctx.payment.kind === 'cash' ? changeDue(due, ctx.payment.cash) : null;
    return (
      <div className="tables-done" data-testid="tables-done">
        <Callout intent="success">{t('tables.paid', { table: bill.tableName })}</Callout>
        <TableSlip
          tableName={bill.tableName}
          number={ctx.outcome.number}
          lines={lines}
          names={allNames}
          rounding={bill.payableRounding}
          paid={{ kind: ctx.payment.kind, change, ...(ctx.payment.kind === 'mixed' ? { parts: { cash: ctx.payment.cash, card: ctx.payment.card } } : {}) }}
        />
        <div className="tables-actions">
          <Button icon="print" data-testid="tables-print" onClick={() => window.print()}>
            {t('pos.print')}
          </Button>
          <Button intent="primary" data-testid="tables-done-back" onClick={() => navigate('/fis/posmasa')}>
            {t('tables.back')} (Enter)
          </Button>
        </div>
      </div>
    );
  }

  const submitting = step === 'submitting';
  return (
    <div className="tables-bill" data-testid="tables-bill" data-step={step} data-table-name={bill.tableName} data-can-edit-prices={canEditPrices}>
      <div className="tables-head">
        <h3 data-testid="tables-bill-name">{bill.tableName}</h3>
        <Button icon="arrow-left" minimal onClick={() => navigate('/fis/posmasa')}>
          {t('tables.back')}
        </Button>
      </div>
      <div className="tables-keys" data-testid="tables-keys">
        {KEYS.map((k) => (
          <span key={k} className="bp6-tag bp6-minimal">
            <kbd>{k}</kbd> {t(`tables.key.${k}`)}
          </span>
        ))}
        <span className="bp6-tag bp6-minimal">
          <kbd>F4</kbd> {t('pos.key.F4')}
        </span>
      </div>
      <div className="tables-main">
        {cashBoxMissing && (
          <Callout intent="warning" data-testid="tables-no-cash-box">
            {t('pos.noCashBox')}
          </Callout>
        )}
        <ProductEntry prefix="tables" scanRef={scanRef} searchRef={searchRef} disabled={!editable} find={find} onAdd={add} />
        {(ctx.failure ?? pickFailure) && (
          <Callout intent="danger" data-testid="tables-failure">
            {ctx.failure ? shown(t, ctx.failure) : pickFailure}
          </Callout>
        )}
        <GuestOrders documentId={id} onConfirmed={() => send({ type: 'SHOWN' })} />
        <TableLines
          lines={step === 'savingLines' && ctx.pendingLines ? ctx.pendingLines : lines}
          names={allNames}
          canEditPrices={canEditPrices}
          disabled={step !== 'ordering'}
          send={send}
        />
      </div>
      <div className="tables-side">
        <p className="tables-total-big" data-testid="tables-total">
          {t('pos.total')}: {formatDecimal(due, 2)}
        </p>
        {step === 'paying' || (submitting && ctx.action === 'pay') ? (
          <TablePayment payment={ctx.payment} grand={due} submitting={submitting} send={send} />
        ) : (
          <div className="tables-actions">
            <Button data-testid="tables-move" disabled={!editable} onClick={() => send({ type: 'MOVE' })}>
              <kbd>F6</kbd> {t('tables.move')}
            </Button>
            <Button data-testid="tables-merge" disabled={!editable} onClick={() => send({ type: 'MERGE' })}>
              <kbd>F7</kbd> {t('tables.merge')}
            </Button>
            <Button data-testid="tables-split" disabled={!editable || lines.length === 0} onClick={() => send({ type: 'SPLIT' })}>
              <kbd>F8</kbd> {t('tables.split')}
            </Button>
            <Button intent="primary" data-testid="tables-pay" disabled={!editable || lines.length === 0} onClick={() => send({ type: 'PAY', kind: 'cash' })}>
              <kbd>F9</kbd> {t('tables.pay')}
            </Button>
            <Button icon="print" data-testid="tables-print-bill" disabled={lines.length === 0} onClick={() => window.print()}>
              {t('tables.printSlip')}
            </Button>
          </div>
        )}
        {step === 'failed' && (
          <Button data-testid="tables-failed-back" onClick={() => send({ type: 'BACK' })}>
            {t('tables.dismiss')}
          </Button>
        )}
      </div>
      <div className="tables-print-only">
        <TableSlip tableName={bill.tableName} number="" lines={lines} names={allNames} rounding={bill.payableRounding} />
      </div>
      {picking && (
        <VariantPicker
          model={{ name: picking.name, variantChoices: picking.variantChoices }}
          onPick={pickVariant}
          onClose={() => {
            setPicking(null);
            scanRef.current?.focus();
          }}
        />
      )}
      <MoveDialog isOpen={step === 'moving' || (submitting && ctx.action === 'move')} targetName={ctx.targetName} submitting={submitting} send={send} />
      <MergeDialog
        isOpen={step === 'merging' || (submitting && ctx.action === 'merge')}
        billId={bill.id}
        targetId={ctx.mergeTargetId}
        submitting={submitting}
        send={send}
      />
      <SplitDialog
        isOpen={step === 'splitting' || (submitting && ctx.action === 'split')}
        lines={lines}
        names={allNames}
        split={ctx.split}
        targetName={ctx.targetName}
        submitting={submitting}
        send={send}
      />
    </div>
  );
}
