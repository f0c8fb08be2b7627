import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { campaignLines, posFlow, posStep, saleDue, saleSums, type PaymentKind, type PosFlowContext } from '../../../../flows/pos';
import { useTillCampaigns } from '../../api/campaigns';
import { roundingOfNew } from '../../../../machines/receipt/rules';
import { settingRounding } from '../../../domain/money/payable-rounding';
import { useDocumentSettings } from '../../api/fetchDocumentSettings';
import { useCompany } from '../../api/fetchCompany';
import { useOpenCashBox } from '../../api/fetchOpenCashBox';
import { getStoredUser } from '../../api/session';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { PosLines } from './PosLines';
import { PosOpenBox } from './PosOpenBox';
import { PosQuickKeys } from './PosQuickKeys';
import { PosSums } from './PosSums';
import { ProductEntry, type ProductFinder } from './ProductEntry';
import { PosPayment } from './PosPayment';
import { PosSlip } from './PosSlip';
import { PosOfflineBar } from './offline/PosOfflineBar';
import { DeviceQuestion } from './offline/DeviceQuestion';
import { findProduct, productById, searchProducts, usePosOffline, type SaleProduct } from './offline/usePosOffline';
import { VariantPicker } from './VariantPicker';
import { PosSalesperson } from './PosSalesperson';
import { submitSale } from './offline/submitSale';
import { RefreshPrompt } from './RefreshPrompt';
import { copySaleEvents } from './posCopy';
import { findCopy } from './findCopy';
import { productByCode } from '../../offline/localLists';
import './pos.css';
import { fastSalePermitted } from '../../../../machines/receipt/fast-sale';
import { formatDecimal } from '../../../domain/format';
import { QUICK_KEY_WRITE_ROLES, allowedByRoles, mayRemoveCampaigns } from '../../../domain/roles';
import { useKeptFact } from '../../offline/tillFacts';

const PAY_KEYS: Record<string, PaymentKind> = { F8: 'cash', F9: 'card', F10: 'mixed', F11: 'account' };
const KEYS = ['F2', 'F4', 'F6', 'F8', 'F9', 'F10', 'F11', 'Esc'] as const;

/** /fis/pos: the fast sale over flows/pos.ts, once the user's permissions are known. */
export function PosScreen({ copyOf }: { copyOf?: number } = {}) {
  const settings = useUiSettings();
  if (!settings.data) return <Spinner />;
  const user = settings.data.authorizedUser;
  const stored = getStoredUser();
  // the domain's rule, which also exempts an admin: the server asks the same one (fastSalePermitted)
  const roles = user.roles ?? stored?.roles ?? [];
  const permissions = user.permissions ?? stored?.permissions ?? [];
  const canEditPrices = fastSalePermitted({ roles, permissions }, 'sale');
  return <PosSale canEditPrices={canEditPrices} mayRemove={mayRemoveCampaigns({ roles, permissions })} copyOf={copyOf} roles={roles} cashier={user.name} />;
}

interface SaleProps {
  canEditPrices: boolean;
  /** the cashier may remove a campaign from the sale (the `campaignRemoval` permission) */
  mayRemove: boolean;
  copyOf?: number;
  roles: readonly string[];
  /** the signed-in user's name, printed on the slip */
  cashier: string;
}

/**
 * The till, the whole screen: the scan box (it keeps the focus and reads its whole value on Enter, so a scanner's
 * fast keystrokes are never split), the name search, the quick keys, the lines across the width with the subtotal
 * and the VAT per rate under them, and beside them (below them on a phone) a large total that stays in view.
 */
function PosSale({ canEditPrices, mayRemove, copyOf, roles, cashier }: SaleProps) {
  const t = useT();
  const cashBox = useOpenCashBox();
  const offline = usePosOffline(cashBox);
  const { db, cashBoxId, online } = offline;
  const flow = useMemo(
    () =>
      posFlow.provide({
        actors: {
          submitSale: fromPromise(({ input }: { input: PosFlowContext }) =>
            cashBoxId && db ? submitSale(db, input, cashBoxId, online) : Promise.reject(new Error('pos.noCashBox')),
          ),
        },
      }),
    [db, cashBoxId, online],
  );
  const [state, send] = useMachine(flow, { input: { canEditPrices, mayRemoveCampaigns: mayRemove } });
  const scanRef = useRef<HTMLInputElement>(null);
  const salespersonRef = useRef<HTMLSelectElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  // a model scanned or picked: which of its variants is asked before a line is added
  const [picking, setPicking] = useState<SaleProduct | null>(null);
  const step = posStep(state.value);
  const ctx = state.context;
  // the sale's campaigns as the till last downloaded them (kept in IndexedDB for a reload offline), decided by the
  // evaluator the server runs again; a till that never downloaded them says so
  const campaignsQuery = useTillCampaigns();
  const campaigns = useKeptFact(db, 'campaigns', campaignsQuery.data);
  const tillCampaigns = campaigns.value;
  const campaignsMissing = campaigns.source === 'never' && campaignsQuery.fetchStatus !== 'fetching';
  useEffect(() => send({ type: 'SET_CAMPAIGNS', campaigns: tillCampaigns }), [send, tillCampaigns]);
  const lines = campaignLines(ctx);
  const sums = saleSums(lines);
  // the company's küsurat yuvarlama, which the sale will be made with: what the customer pays is its total rounded
  const settings = useDocumentSettings().data;
  const [roundingStep, roundingMode] = [settings?.roundingStep, settings?.roundingMode];
  useEffect(() => {
    const rounding = roundingStep && roundingMode ? roundingOfNew('posSale', settingRounding(roundingStep, roundingMode)) : undefined;
    send({ type: 'SET_ROUNDING', rounding });
  }, [send, roundingStep, roundingMode]);
  const due = saleDue(lines, ctx.rounding).payable;
  const askingCancel = state.matches({ selling: 'askingCancel' });
  // fetched while online, so that a slip printed offline still carries the company's name
  useCompany();

  const add = useCallback(
    (p: SaleProduct) => {
      if (p.variantChoices?.length) return setPicking(p);
      if (p.copyId !== undefined && ctx.lines.some((l) => l.copyId === p.copyId)) return setNotice(t('secondhand.alreadyOnSale', { title: p.name }));
      // a catalogue downloaded before products said so: their prices became VAT-inclusive (migration 021)
      send({
        type: 'ADD_PRODUCT',
        productId: p.id,
        name: p.name,
        unitPrice: p.price,
        vatRate: p.vatRate,
        priceIncludesVat: p.priceIncludesVat ?? true,
        ...(p.copyId !== undefined ? { copyId: p.copyId } : {}),
      });
      setSelected(p.id);
      setNotice(null);
    },
    [send, ctx.lines, t],
  );

  const find: ProductFinder<SaleProduct> = {
    // a copy's own barcode is an exact hit, looked up before the server's product search, which also finds near ones
    byCode: async (code) =>
      (offline.db ? await productByCode(offline.db, code) : null) ?? (await findCopy(code, offline.online)) ?? findProduct(offline.db, code, offline.online),
    byText: (text) => searchProducts(offline.db, text, offline.online),
  };

  useEffect(() => {
    if (copyOf === undefined) return;
    let current = true;
    copySaleEvents(copyOf, canEditPrices).then(
      (events) => current && events.forEach((e) => send(e)),
      (e: Error) => current && setNotice(e.message),
    );
    return () => {
      current = false;
    };
  }, [copyOf, canEditPrices, send]);

  // and once the device question beside the sale is answered: its button is gone, the next scan lands here
  const deviceAsked = offline.device.device !== null;
  useEffect(() => {
    if (step === 'selling' && !askingCancel && !picking) scanRef.current?.focus();
  }, [step, askingCancel, picking, deviceAsked]);
  const pickVariant = (id: number) => {
    setPicking(null);
    void productById(offline.db, id, offline.online).then((v) => (v ? add(v) : setNotice(t('pos.notFound', { code: String(id) }))));
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (step === 'selling' && !askingCancel && !picking) {
        const sel = selected ?? ctx.lines.at(-1)?.productId;
        if (e.key === 'F2') searchRef.current?.focus();
        else if (e.key === 'F4' && sel) (document.querySelector(`[data-testid="pos-qty-${sel}"]`) as HTMLInputElement | null)?.focus();
        else if (e.key === 'F6' && sel) (document.querySelector(`[data-testid="pos-discount-${sel}"]`) as HTMLInputElement | null)?.focus();
        else if (e.key === 'F7') salespersonRef.current?.focus();
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
  }, [step, askingCancel, picking, selected, ctx.lines, send]);

  const changeSelected = (delta: 1 | -1) => {
    const line = ctx.lines.find((l) => l.productId === (selected ?? ctx.lines.at(-1)?.productId));
    if (!line) return;
    const next = Number(line.quantity) + delta;
    if (Number.isInteger(Number(line.quantity)) && next > 0) send({ type: 'SET_QUANTITY', productId: line.productId, quantity: String(next) });
  };

  if (step === 'done')
    return (
      <>
        <PosSlip context={ctx} cashier={cashier} onNewSale={() => send({ type: 'NEW_SALE' })} />
        <RefreshPrompt busy={false} />
      </>
    );

  return (
    <div
      className="pos-screen"
      data-testid="pos-screen"
      data-step={step}
      data-asking-cancel={askingCancel}
      data-can-edit-prices={canEditPrices}
      data-catalogue-ready={offline.catalogueReady}
      data-accounts-ready={offline.accountsDb !== null}
      data-campaigns={campaigns.source}
    >
      <PosOfflineBar online={offline.online} pending={offline.pending} refused={offline.refused} progress={offline.progress} onSendNow={offline.sendNow} />
      <DeviceQuestion list={offline.device} inline />
      {campaignsMissing && (
        <Callout intent="warning" compact data-testid="pos-campaigns-missing">
          {t('pos.campaignsNeverDownloaded')}
        </Callout>
      )}
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
        {!offline.cashBoxId && (cashBox.isSuccess || cashBox.isError) && <PosOpenBox />}
        <ProductEntry
          prefix="pos"
          scanRef={scanRef}
          searchRef={searchRef}
          disabled={step !== 'selling'}
          find={find}
          onAdd={add}
          onStep={changeSelected}
          message={notice}
        />
        <PosSalesperson
          db={db}
          selectRef={salespersonRef}
          value={ctx.salespersonId ?? null}
          disabled={step !== 'selling'}
          onChange={(salespersonId) => send({ type: 'SET_SALESPERSON', salespersonId })}
          onDone={() => scanRef.current?.focus()}
        />
        <PosQuickKeys
          disabled={step !== 'selling'}
          mayEdit={allowedByRoles(QUICK_KEY_WRITE_ROLES, roles)}
          onAdd={(k) => add({ id: k.productId, name: k.name, price: k.price, vatRate: k.vatRate, priceIncludesVat: k.priceIncludesVat })}
        />
        <PosLines
          lines={lines}
          sums={sums.lines}
          canEditPrices={canEditPrices}
          mayRemoveCampaigns={ctx.mayRemoveCampaigns ?? false}
          selected={selected}
          onSelect={setSelected}
          send={send}
          disabled={step !== 'selling'}
        />
        <PosSums sums={sums} />
      </div>
      <div className="pos-total-box">
        <span className="pos-total-label">{t('pos.total')}</span>
        <output className="pos-total" data-testid="pos-total" dir="ltr">
          {formatDecimal(due, 2)}
        </output>
      </div>
      <div className="pos-side">
        {step !== 'selling' && (
          <PosPayment context={ctx} grand={due} send={send} submitting={step === 'submitting'} localAccounts={offline.accountsDb} offlineDb={offline.db} />
        )}
      </div>
      <RefreshPrompt busy={ctx.lines.length > 0} />
      {picking?.variantChoices && (
        <VariantPicker
          model={{ name: picking.name, variantChoices: picking.variantChoices }}
          onPick={pickVariant}
          onClose={() => {
            setPicking(null);
            scanRef.current?.focus();
          }}
        />
      )}
      {/* focus goes back to the scan box, not to the button that opened nothing: the next scan must land there */}
      <Dialog
        isOpen={askingCancel}
        title={t('pos.cancelTitle')}
        onClose={() => send({ type: 'CANCEL_DISMISSED' })}
        shouldReturnFocusOnClose={false}
        onClosed={() => scanRef.current?.focus()}
      >
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
