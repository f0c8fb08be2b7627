import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Spinner } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { posFlow, posSaleRequest, posStep, saleTotals, type PaymentKind } from '../../../../flows/pos';
import type { Product } from '../../api/products';
import { useOpenCashBox } from '../../api/posCashBoxSession';
import { createPosSale } from '../../api/posSaleCreate';
import { sendPosSaleEvent } from '../../api/posSaleEvent';
import { getStoredUser } from '../../api/session';
import { useUiSettings } from '../../api/uiSettings';
import { useT } from '../../i18n/useT';
import { shownAmount } from '../fis/editor/amountText';
import { lookupProduct } from '../fis/editor/productLookup';
import { PosLines } from './PosLines';
import { PosPayment } from './PosPayment';
import { PosSlip } from './PosSlip';
import './pos.css';

const PAY_KEYS: Record<string, PaymentKind> = { F8: 'cash', F9: 'card', F10: 'mixed', F11: 'account' };
const KEYS = ['F2', 'F4', 'F5', 'F8', 'F9', 'F10', 'F11', 'Esc'] as const;

/** /fis/pos: the fast sale over flows/pos.ts, once the user's permissions are known. */
export function PosScreen() {
  const settings = useUiSettings();
  if (!settings.data) return <Spinner />;
  const permissions = settings.data.authorizedUser.permissions ?? getStoredUser()?.permissions ?? [];
  return <PosSale canEditPrices={permissions.includes('fastSale')} />;
}

/** The scan box keeps focus and reads its whole value on Enter: a scanner's fast keystrokes are never split. */
function PosSale({ canEditPrices }: { canEditPrices: boolean }) {
  const t = useT();
  const [state, send] = useMachine(posFlow, { input: { canEditPrices } });
  const cashBox = useOpenCashBox();
  const scanRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [candidates, setCandidates] = useState<Product[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const step = posStep(state.value);
  const ctx = state.context;
  const totals = saleTotals(ctx.lines);
  const askingCancel = state.matches({ selling: 'askingCancel' });

  const add = useCallback(
    (p: Product) => {
      send({ type: 'ADD_PRODUCT', productId: p.id, name: p.name, unitPrice: p.price, vatRate: p.vatRate });
      setSelected(p.id);
      setCandidates([]);
    },
    [send],
  );

  const scan = async (code: string) => {
    if (!code.trim()) return;
    const { exact } = await lookupProduct(code);
    if (exact) {
      setNotice(null);
      add(exact);
    } else setNotice(t('pos.notFound', { code }));
  };

  const search = async (text: string) => {
    if (!text.trim()) return;
    const found = await lookupProduct(text);
    setCandidates(found.exact ? [found.exact] : found.candidates);
    if (!found.exact && found.candidates.length === 0) setNotice(t('pos.notFound', { code: text }));
  };

  useEffect(() => {
    if (step !== 'submitting') return;
    const box = cashBox.data;
    if (!box) {
      send({ type: 'FAILED', reason: 'pos.noCashBox' });
      return;
    }
    (async () => {
      try {
        const created = await createPosSale(posSaleRequest(ctx, box.cashBoxId));
        const started = await sendPosSaleEvent(created.id, created.version, 'START');
        const done = await sendPosSaleEvent(started.id, started.version, 'COMPLETE');
        send({ type: 'SUBMITTED', id: done.id, number: done.number });
      } catch (e) {
        send({ type: 'FAILED', reason: (e as Error).message });
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  useEffect(() => {
    if (step === 'selling' && !askingCancel) scanRef.current?.focus();
  }, [step, askingCancel]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (step === 'selling' && !askingCancel) {
        const sel = selected ?? ctx.lines.at(-1)?.productId;
        if (e.key === 'F2') searchRef.current?.focus();
        else if (e.key === 'F4' && sel) (document.querySelector(`[data-testid="pos-qty-${sel}"]`) as HTMLInputElement | null)?.focus();
        else if (e.key === 'F5' && sel) (document.querySelector(`[data-testid="pos-discount-${sel}"]`) as HTMLInputElement | null)?.focus();
        else if (e.key === 'Escape') send({ type: 'CANCEL_SALE' });
        else if (PAY_KEYS[e.key]) send({ type: 'PAY', kind: PAY_KEYS[e.key]! });
        else return;
        e.preventDefault();
      } else if (step === 'payment' && PAY_KEYS[e.key]) {
        e.preventDefault();
        send({ type: 'PAY', kind: PAY_KEYS[e.key]! });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, askingCancel, selected, ctx.lines, send]);

  const changeSelected = (delta: 1 | -1) => {
    const line = ctx.lines.find((l) => l.productId === (selected ?? ctx.lines.at(-1)?.productId));
    if (!line) return;
    const next = Number(line.quantity) + delta;
    if (Number.isInteger(Number(line.quantity)) && next > 0) send({ type: 'SET_QUANTITY', productId: line.productId, quantity: String(next) });
  };

  if (step === 'done') return <PosSlip context={ctx} onNewSale={() => send({ type: 'NEW_SALE' })} />;

  return (
    <div className="pos-screen" data-testid="pos-screen" data-step={step} data-asking-cancel={askingCancel} data-can-edit-prices={canEditPrices}>
      <div className="pos-keys" data-testid="pos-keys">
        {KEYS.map((k) => (
          <span key={k} className="bp6-tag bp6-minimal">
            <kbd>{k}</kbd> {t(`pos.key.${k}`)}
          </span>
        ))}
        <span className="bp6-tag bp6-minimal">
          <kbd>+ / −</kbd> {t('pos.key.plusMinus')}
        </span>
      </div>
      <div className="pos-main">
        {cashBox.isSuccess && !cashBox.data && (
          <Callout intent="warning" data-testid="pos-no-cash-box">
            {t('pos.noCashBox')}
          </Callout>
        )}
        <InputGroup
          inputRef={scanRef}
          large
          leftIcon="barcode"
          data-testid="pos-scan"
          placeholder={t('pos.scanPlaceholder')}
          aria-label={t('pos.scan')}
          disabled={step !== 'selling'}
          onKeyDown={(e) => {
            const input = e.currentTarget;
            if (e.key === 'Enter') {
              e.preventDefault();
              const code = input.value;
              input.value = '';
              void scan(code);
            } else if ((e.key === '+' || e.key === '-') && input.value === '') {
              e.preventDefault();
              changeSelected(e.key === '+' ? 1 : -1);
            }
          }}
        />
        <InputGroup
          inputRef={searchRef}
          leftIcon="search"
          data-testid="pos-search"
          placeholder={t('pos.searchPlaceholder')}
          aria-label={t('pos.search')}
          disabled={step !== 'selling'}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search(e.currentTarget.value);
            }
          }}
        />
        {candidates.length > 0 && (
          <div className="pos-candidates" data-testid="pos-candidates">
            {candidates.map((p) => (
              <Button key={p.id} minimal data-testid={`pos-candidate-${p.id}`} onClick={() => add(p)}>
                {p.name} — {shownAmount(p.price, 2)}
              </Button>
            ))}
          </div>
        )}
        {notice && (
          <Callout intent="warning" data-testid="pos-notice">
            {notice}
          </Callout>
        )}
        <PosLines lines={ctx.lines} canEditPrices={canEditPrices} selected={selected} onSelect={setSelected} send={send} disabled={step !== 'selling'} />
      </div>
      <div className="pos-side">
        <p className="pos-total" data-testid="pos-total">
          {t('pos.total')}: {shownAmount(totals.grand, 2)}
        </p>
        {step !== 'selling' && <PosPayment context={ctx} grand={totals.grand} send={send} submitting={step === 'submitting'} />}
      </div>
      <Dialog isOpen={askingCancel} title={t('pos.cancelTitle')} onClose={() => send({ type: 'CANCEL_DISMISSED' })}>
        <DialogBody>{t('pos.cancelQuestion')}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button data-testid="pos-cancel-no" onClick={() => send({ type: 'CANCEL_DISMISSED' })}>
                {t('pos.cancelNo')}
              </Button>
              <Button intent="danger" data-testid="pos-cancel-yes" autoFocus onClick={() => send({ type: 'CANCEL_CONFIRMED' })}>
                {t('pos.cancelYes')}
              </Button>
            </>
          }
        />
      </Dialog>
    </div>
  );
}
