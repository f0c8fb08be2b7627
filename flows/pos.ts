import { assign, setup } from 'xstate';
import { Dec, isDecimalString } from '../src/domain/money/decimal';
import { documentSums, type DocumentSums, type PricedLine, type Totals } from '../src/domain/money/totals';
import { ROUNDED_CURRENCY, roundedPayable, type PayableRounding, type RoundedPayable } from '../src/domain/money/payable-rounding';
import { familyForType } from '../machines/index';
import { tillOffer, type TillCampaigns } from '../src/domain/campaigns/apply';
import { evaluateCampaigns, type CampaignDiscount } from '../src/domain/campaigns/evaluate';
import { failureMessage, notProvided } from './not-provided';
import type { LoyaltyFact } from '../machines/receipt/points';
import { pointsForLira, tillPointsAvailable } from '../src/domain/loyalty/tender';
import type { LoyaltySettings } from '../src/domain/loyalty/settings';

/**
 * The fast sale (issue #6, spec §6): scan or pick products, adjust quantities, take the payment, complete.
 * Pure like every flow here: the screen resolves a scanned code to a product and sends ADD_PRODUCT; on
 * entering `submitting` the flow runs `submitSale` once (provided by the screen: it checks the sale with the receipt
 * machine, checkSaleLocally, queues it and sends it, POST /api/pos/sales), whose outcome is the sale sent (the
 * server's number) or queued (no connection: sent later); its failure, with the reason as its message, goes back
 * to the payment.
 * Without the fast-sale permission (`canEditPrices`) a price, a discount, a line or the whole sale cannot be
 * changed away: the server refuses the same (machines/access.ts).
 */

export interface PosLine {
  productId: number;
  name: string;
  quantity: string;
  unitPrice: string;
  /** percent */
  discountRate: string;
  vatRate: number;
  /** the product's price includes the VAT (a shelf price): the line costs quantity × price */
  priceIncludesVat?: boolean;
  /** a second-hand copy (/sahaf): this one copy at its own price, quantity 1 */
  copyId?: number;
}

export type PaymentKind = 'cash' | 'card' | 'mixed' | 'account';
export const PAYMENT_KINDS: readonly PaymentKind[] = ['cash', 'card', 'mixed', 'account'];

export interface PosPayment {
  kind: PaymentKind;
  /** what the customer hands over (cash), or the cash part (mixed); "" = the exact amount (cash) */
  cash: string;
  /** the card part of a mixed payment */
  card: string;
  /** the part of a mixed payment paid with the account's loyalty points, in liras ("" or absent = none) */
  points?: string;
  accountId: number | null;
}

export type PaymentProblem = 'pos.cashShort' | 'pos.cashMismatch' | 'pos.accountRequired' | 'pos.invalidAmount';

export interface PosFlowContext {
  lines: PosLine[];
  canEditPrices: boolean;
  payment: PosPayment;
  failure: string | null;
  /** the completed sale, for the slip */
  receipt: { id: number; number: string } | null;
  /** the client id of a sale kept in the offline queue (no connection): the slip says it will be sent */
  queued: string | null;
  /** when the completed sale was made (the moment it was sent or queued with), for the slip */
  soldAt: string | null;
  /** the company's küsurat yuvarlama (Evrak Ayarları), which the sale will be made with */
  rounding?: PayableRounding;
  /** the loyalty settings and the paying account's points as the till last read them (machines/receipt/points.ts) */
  loyalty?: LoyaltyFact;
  /** the campaigns the till last downloaded (GET /api/campaigns/till): the sale shows their discounts as the server will give them */
  campaigns?: TillCampaigns;
  /** the cashier may remove a campaign's discount from the sale (`mayRemoveCampaigns`, the `campaignRemoval` permission) */
  mayRemoveCampaigns?: boolean;
  /** the campaigns the cashier removed from this sale: their discounts are not given */
  removedCampaigns?: string[];
  /** the salesperson credited with the sale (/komisyon); absent or null: the cashier */
  salespersonId?: number | null;
}

export interface PosFlowInput {
  canEditPrices: boolean;
  mayRemoveCampaigns?: boolean;
}

export type PosFlowEvent =
  | { type: 'ADD_PRODUCT'; productId: number; name: string; unitPrice: string; vatRate: number; priceIncludesVat?: boolean; copyId?: number }
  | { type: 'SET_QUANTITY'; productId: number; quantity: string; copyId?: number }
  | { type: 'SET_DISCOUNT'; productId: number; discountRate: string; copyId?: number }
  | { type: 'SET_PRICE'; productId: number; unitPrice: string; copyId?: number }
  | { type: 'REMOVE_LINE'; productId: number; copyId?: number }
  | { type: 'CANCEL_SALE' }
  | { type: 'CANCEL_CONFIRMED' }
  | { type: 'CANCEL_DISMISSED' }
  | { type: 'PAY'; kind: PaymentKind }
  | { type: 'SET_CASH'; amount: string }
  | { type: 'SET_CARD'; amount: string }
  | { type: 'SET_ACCOUNT'; accountId: number | null }
  | { type: 'SET_POINTS'; amount: string }
  | { type: 'SET_LOYALTY'; loyalty: LoyaltyFact | undefined }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'NEW_SALE' }
  | { type: 'SET_ROUNDING'; rounding: PayableRounding | undefined }
  | { type: 'SET_CAMPAIGNS'; campaigns: TillCampaigns | undefined }
  | { type: 'REMOVE_CAMPAIGN'; campaignId: string }
  | { type: 'SET_SALESPERSON'; salespersonId: number | null };

/** How a sale sent from the till ended: sent (the server's id and number) or kept in the offline queue; when it was made. */
export type SaleOutcome = { sent: { id: number; number: string }; soldAt?: string } | { queued: string; soldAt?: string };

const isAmount = (v: unknown): v is string => isDecimalString(v) && !new Dec(v).isNegative();
const isPositive = (v: unknown) => isDecimalString(v) && new Dec(v).gt(0);
const isPercent = (v: unknown) => isAmount(v) && new Dec(v).lte(100);

/** The sale's lines, VAT per rate and totals: the one computation the server and the receipt editor make too. */
export function saleSums(lines: readonly PosLine[]): DocumentSums {
  return documentSums(lines);
}

export function saleTotals(lines: readonly PosLine[]): Totals {
  return documentSums(lines).totals;
}

/** A line of the sale with what its campaigns take off it (src/domain/campaigns), as the slip and the totals show it. */
export type CampaignPosLine = PosLine & { campaignDiscounts?: CampaignDiscount[] };

/** The customer the server decides the campaigns for: the account a sale on account names. */
const accountOf = (c: Pick<PosFlowContext, 'payment'>) =>
  c.payment.kind === 'account' && c.payment.accountId !== null ? String(c.payment.accountId) : undefined;

/**
 * The sale's lines with the discounts its campaigns give them at `now` on the company's clock, by the evaluator the
 * server runs again when the sale reaches it (an offline sale at the moment it was made). Without campaigns, the lines.
 */
export function campaignLines(
  c: Pick<PosFlowContext, 'lines' | 'campaigns' | 'payment'> & { removedCampaigns?: readonly string[] },
  now: Date = new Date(),
): CampaignPosLine[] {
  if (!c.campaigns || c.campaigns.campaigns.length === 0) return c.lines;
  const offer = tillOffer(c.campaigns, now, accountOf(c));
  const result = evaluateCampaigns({
    lines: c.lines.map((l) => ({ ...l, productId: String(l.productId), groupId: offer.productGroups[String(l.productId)] })),
    campaigns: offer.campaigns,
    shopper: offer.shopper,
    at: offer.at,
    removed: c.removedCampaigns,
  });
  return c.lines.map((l, i) => (result.lines[i]!.length > 0 ? { ...l, campaignDiscounts: result.lines[i] } : l));
}

/** What the customer pays for the sale: its total rounded as the küsurat yuvarlama says (a till sale is in liras). */
export function saleDue(lines: readonly PricedLine[], rounding: PayableRounding | undefined): RoundedPayable {
  return roundedPayable(documentSums(lines).totals.grand, rounding, ROUNDED_CURRENCY);
}

/** Change to hand back for a cash payment, "0.00" when exact, null when the cash given is short or unreadable. */
export function changeDue(total: string, cashGiven: string): string | null {
  if (cashGiven === '') return '0.00';
  if (!isAmount(cashGiven)) return null;
  const rest = new Dec(cashGiven).minus(total);
  return rest.isNegative() ? null : rest.toFixed(2);
}

/** Why the payment cannot complete the sale, or null. Mixed: "cash total and receipt total must be equal". */
export function paymentProblem(payment: PosPayment, total: string): PaymentProblem | null {
  switch (payment.kind) {
    case 'cash':
      if (payment.cash !== '' && !isAmount(payment.cash)) return 'pos.invalidAmount';
      return changeDue(total, payment.cash) === null ? 'pos.cashShort' : null;
    case 'mixed': {
      const points = payment.points || '0';
      if (!isAmount(payment.cash) || !isAmount(payment.card) || !isAmount(points)) return 'pos.invalidAmount';
      // points are the account's: a part paid with them names it
      if (new Dec(points).gt(0) && payment.accountId === null) return 'pos.accountRequired';
      return new Dec(payment.cash).plus(payment.card).plus(points).eq(total) ? null : 'pos.cashMismatch';
    }
    case 'account':
      return payment.accountId === null ? 'pos.accountRequired' : null;
    default:
      return null;
  }
}

/** The server's payment type for a kind (POST /api/pos/sales). */
export const SERVER_PAYMENT_TYPE: Readonly<Record<PaymentKind, PosSalePaymentType>> = { cash: 'cash', card: 'card', mixed: 'mixed', account: 'credit' };
export type PosSalePaymentType = 'cash' | 'card' | 'mixed' | 'credit';

export interface PosSaleLine {
  productId: number;
  quantity: string;
  unitPrice: string;
  discountRate: string;
  vatRate: number;
  priceIncludesVat?: boolean;
  copyId?: number;
}

/** The body of POST /api/pos/sales: one whole sale, answered once per clientId however often it is sent. */
export interface PosSaleBody {
  clientId: string;
  cashBoxId: number;
  paymentType: PosSalePaymentType;
  payments?: { cash: string; card: string; points?: string };
  accountId?: number;
  /** made without a connection (or its first upload got no answer): the server settles its points part, never refuses it */
  madeOffline?: boolean;
  /** the salesperson credited with the sale; absent: the cashier */
  salespersonId?: number;
  /** when the sale was made (ISO date-time): a queued sale keeps its own moment */
  soldAt: string;
  /** the campaigns the cashier removed (the server checks the permission again) */
  removedCampaigns?: number[];
  lines: PosSaleLine[];
}

export function posSaleRequest(c: PosFlowContext, cashBoxId: number, clientId: string, soldAt: string): PosSaleBody {
  const { kind, cash, card, points, accountId } = c.payment;
  const withPoints = kind === 'mixed' && isPositive(points);
  return {
    clientId,
    cashBoxId,
    paymentType: SERVER_PAYMENT_TYPE[kind],
    ...(kind === 'mixed'
      ? { payments: { cash: new Dec(cash).toFixed(2), card: new Dec(card).toFixed(2), ...(withPoints ? { points: new Dec(points!).toFixed(2) } : {}) } }
      : {}),
    ...((kind === 'account' || withPoints) && accountId !== null ? { accountId } : {}),
    ...(c.salespersonId ? { salespersonId: c.salespersonId } : {}),
    soldAt,
    ...(c.removedCampaigns?.length ? { removedCampaigns: c.removedCampaigns.map(Number) } : {}),
    lines: c.lines.map(({ productId, quantity, unitPrice, discountRate, vatRate, priceIncludesVat, copyId }) => ({
      productId,
      quantity,
      unitPrice,
      discountRate,
      vatRate,
      ...(priceIncludesVat ? { priceIncludesVat: true } : {}),
      ...(copyId !== undefined ? { copyId } : {}),
    })),
  };
}

/** A sale this till queued, as far as the points it spends tell (the offline queue's entry). */
export interface QueuedPointsSale {
  body: Pick<PosSaleBody, 'accountId' | 'payments'>;
  status: 'pending' | 'sent' | 'refused';
  /** when the server took it */
  sentAt?: string;
  /** the liras of its points part the server put on the account instead */
  pointsOnAccount?: string;
}

/** The points a queued sale took from the account: what it asked less what the server put on the account instead. */
const pointsSpentBy = (sale: QueuedPointsSale, pointValue: string): number => {
  const lira = new Dec(sale.body.payments?.points ?? '0').minus(sale.pointsOnAccount ?? '0');
  return lira.gt(0) ? (pointsForLira(lira.toFixed(2), pointValue) ?? 0) : 0;
};

/**
 * What the till checks a points part with (the receipt machine's `loyalty` fact): the settings, and what the account
 * may still spend of the balance read at `readAt` (the server's now, or the offline download): less every sale this
 * till made for it that the balance does not include yet, the ones still queued and the ones the server took after
 * the reading. The server decides again with the real balance; an offline sale it settles (machines/receipt/points.ts).
 */
export function tillLoyalty(
  settings: LoyaltySettings,
  accountId: number,
  read: { balance: number; readAt: string },
  queued: readonly QueuedPointsSale[],
): LoyaltyFact {
  const since = queued.filter(
    (q) => q.body.accountId === accountId && (q.status === 'pending' || (q.status === 'sent' && q.sentAt !== undefined && q.sentAt > read.readAt)),
  );
  const balance = tillPointsAvailable(
    read.balance,
    since.map((q) => pointsSpentBy(q, settings.pointValue)),
  );
  return { settings, balance, categories: {} };
}

/**
 * The sale decided in the browser by the same receipt machine the server runs: create, START, COMPLETE.
 * null when the server would accept it as far as the sale itself tells (the cash box being open is the
 * server's fact); otherwise the refusal's reason code. The number is the server's: a placeholder here.
 */
export function checkSaleLocally(
  body: PosSaleBody,
  rounding?: PayableRounding,
  loyalty?: LoyaltyFact,
  campaigns?: TillCampaigns,
  mayRemoveCampaigns = false,
): string | null {
  const family = familyForType('posSale');
  if (!family) return 'document.unknownType';
  const created = family.create({
    type: 'posSale',
    number: 'LOCAL',
    date: body.soldAt.slice(0, 10),
    paymentType: body.paymentType,
    cashBoxId: String(body.cashBoxId),
    ...(body.accountId !== undefined ? { accountId: String(body.accountId) } : {}),
    ...(body.payments ? { payments: body.payments } : {}),
    // the server's fact, as the till last read it
    ...(rounding ? { payableRounding: rounding } : {}),
    // the campaigns as the till last read them, at the moment of the sale: the server offers them again
    ...(campaigns
      ? { campaignOffer: tillOffer(campaigns, new Date(body.soldAt), body.accountId === undefined ? undefined : String(body.accountId), mayRemoveCampaigns) }
      : {}),
    ...(body.removedCampaigns ? { removedCampaigns: body.removedCampaigns.map(String) } : {}),
    lines: body.lines.map(({ copyId, ...l }) => ({ ...l, productId: String(l.productId), ...(copyId !== undefined ? { copyId: String(copyId) } : {}) })),
  });
  if (!created.ok) return created.reason;
  const started = family.decide(created.state, { type: 'START' });
  if (!started.ok) return started.reason;
  // the till sells into the cash box it last saw open; the server, whose fact this is, may still refuse
  // and spends the points it last read the account holding: the server decides with the real balance at sync
  const completed = family.decide(started.state, { type: 'COMPLETE', cashBoxOpen: true, ...(loyalty ? { loyalty } : {}) });
  return completed.ok ? null : completed.reason;
}

const emptyPayment = (kind: PaymentKind = 'cash'): PosPayment => ({ kind, cash: '', card: '', points: '', accountId: null });

/** A line is its product's, or one second-hand copy's: two copies of a title are two lines. */
type LineEvent = { productId: number; copyId?: number };
const isLine = (l: PosLine, e: LineEvent) => l.productId === e.productId && l.copyId === e.copyId;
const hasLine = (c: PosFlowContext, e: unknown) => c.lines.some((l) => isLine(l, e as LineEvent));
const updateLine = (c: PosFlowContext, e: LineEvent, patch: Partial<PosLine>) => c.lines.map((l) => (isLine(l, e) ? { ...l, ...patch } : l));
/** A copy is one book: never a quantity of it, never twice on a sale. */
const isCopyLine = (e: unknown) => (e as LineEvent).copyId !== undefined;

export const posFlow = setup({
  types: { context: {} as PosFlowContext, events: {} as PosFlowEvent, input: {} as PosFlowInput },
  actors: { submitSale: notProvided<SaleOutcome, PosFlowContext>('submitSale') },
  guards: {
    mayEdit: ({ context }) => context.canEditPrices,
    validQuantity: ({ context, event }) => hasLine(context, event) && !isCopyLine(event) && isPositive((event as { quantity: string }).quantity),
    validDiscount: ({ context, event }) => context.canEditPrices && hasLine(context, event) && isPercent((event as { discountRate: string }).discountRate),
    validPrice: ({ context, event }) => context.canEditPrices && hasLine(context, event) && isAmount((event as { unitPrice: string }).unitPrice),
    removable: ({ context, event }) => context.canEditPrices && hasLine(context, event),
    validProduct: ({ context, event }) => {
      const e = event as Partial<Extract<PosFlowEvent, { type: 'ADD_PRODUCT' }>>;
      return (
        typeof e.productId === 'number' &&
        typeof e.name === 'string' &&
        typeof e.unitPrice === 'string' &&
        isAmount(e.unitPrice) &&
        typeof e.vatRate === 'number' &&
        (e.priceIncludesVat === undefined || typeof e.priceIncludesVat === 'boolean') &&
        (e.copyId === undefined || (typeof e.copyId === 'number' && !context.lines.some((l) => l.copyId === e.copyId)))
      );
    },
    amountText: ({ event }) => typeof (event as { amount?: unknown }).amount === 'string',
    // only a cashier who may, and only a campaign the sale gets now: the server checks the permission again
    campaignRemovable: ({ context, event }) => {
      const id = (event as { campaignId?: unknown }).campaignId;
      return (
        !!context.mayRemoveCampaigns && typeof id === 'string' && campaignLines(context).some((l) => l.campaignDiscounts?.some((d) => d.campaignId === id))
      );
    },
    accountGiven: ({ event }) => (event as { accountId?: unknown }).accountId !== undefined,
    salespersonGiven: ({ event }) => {
      const id = (event as { salespersonId?: unknown }).salespersonId;
      return id === null || (typeof id === 'number' && Number.isInteger(id) && id > 0);
    },
    knownKind: ({ event }) => PAYMENT_KINDS.includes((event as { kind: PaymentKind }).kind),
    paymentValid: ({ context }) => paymentProblem(context.payment, saleDue(campaignLines(context), context.rounding).payable) === null,
  },
  actions: {
    addProduct: assign({
      lines: ({ context, event }) => {
        const e = event as Extract<PosFlowEvent, { type: 'ADD_PRODUCT' }>;
        const line = e.copyId === undefined ? context.lines.find((l) => isLine(l, e)) : undefined;
        if (line) return updateLine(context, e, { quantity: new Dec(line.quantity).plus(1).toString() });
        const added: PosLine = { productId: e.productId, name: e.name, quantity: '1', unitPrice: e.unitPrice, discountRate: '0', vatRate: e.vatRate };
        if (e.copyId !== undefined) added.copyId = e.copyId;
        return [...context.lines, e.priceIncludesVat ? { ...added, priceIncludesVat: true } : added];
      },
    }),
    setQuantity: assign({
      lines: ({ context, event }) => updateLine(context, event as LineEvent, { quantity: (event as { quantity: string }).quantity }),
    }),
    setDiscount: assign({
      lines: ({ context, event }) => updateLine(context, event as LineEvent, { discountRate: (event as { discountRate: string }).discountRate }),
    }),
    setPrice: assign({
      lines: ({ context, event }) => updateLine(context, event as LineEvent, { unitPrice: (event as { unitPrice: string }).unitPrice }),
    }),
    removeLine: assign({ lines: ({ context, event }) => context.lines.filter((l) => !isLine(l, event as LineEvent)) }),
    clearSale: assign({
      lines: () => [],
      payment: () => emptyPayment(),
      failure: () => null,
      receipt: () => null,
      queued: () => null,
      soldAt: () => null,
      removedCampaigns: () => [],
    }),
    // the next sale is the cashier's again until another salesperson is chosen
    clearSalesperson: assign({ salespersonId: () => null }),
  },
}).createMachine({
  id: 'pos',
  initial: 'selling',
  context: ({ input }) => ({
    lines: [],
    canEditPrices: input.canEditPrices,
    payment: emptyPayment(),
    failure: null,
    receipt: null,
    queued: null,
    soldAt: null,
    mayRemoveCampaigns: input.mayRemoveCampaigns ?? false,
    removedCampaigns: [],
  }),
  states: {
    selling: {
      initial: 'editing',
      // the company's setting, read once the till has it; a sale being paid keeps what it was shown
      on: {
        SET_ROUNDING: { actions: assign({ rounding: ({ event }) => event.rounding }) },
        SET_LOYALTY: { actions: assign({ loyalty: ({ event }) => event.loyalty }) },
        SET_CAMPAIGNS: { actions: assign({ campaigns: ({ event }) => event.campaigns }) },
        SET_SALESPERSON: { guard: 'salespersonGiven', actions: assign({ salespersonId: ({ event }) => event.salespersonId }) },
      },
      states: {
        editing: {
          on: {
            ADD_PRODUCT: { guard: 'validProduct', actions: 'addProduct' },
            SET_QUANTITY: { guard: 'validQuantity', actions: 'setQuantity' },
            SET_DISCOUNT: { guard: 'validDiscount', actions: 'setDiscount' },
            SET_PRICE: { guard: 'validPrice', actions: 'setPrice' },
            REMOVE_LINE: { guard: 'removable', actions: 'removeLine' },
            REMOVE_CAMPAIGN: {
              guard: 'campaignRemovable',
              actions: assign({ removedCampaigns: ({ context, event }) => [...(context.removedCampaigns ?? []), event.campaignId] }),
            },
            CANCEL_SALE: { guard: 'mayEdit', target: 'askingCancel' },
            PAY: {
              guard: ({ context, event }) => context.lines.length > 0 && PAYMENT_KINDS.includes(event.kind),
              target: '#pos.payment',
              actions: assign({ payment: ({ event }) => emptyPayment(event.kind), failure: null }),
            },
          },
        },
        askingCancel: { on: { CANCEL_CONFIRMED: { target: 'editing', actions: ['clearSale', 'clearSalesperson'] }, CANCEL_DISMISSED: 'editing' } },
      },
    },
    payment: {
      on: {
        PAY: { guard: 'knownKind', actions: assign({ payment: ({ event }) => emptyPayment(event.kind) }) },
        SET_CASH: { guard: 'amountText', actions: assign({ payment: ({ context, event }) => ({ ...context.payment, cash: event.amount }) }) },
        SET_CARD: { guard: 'amountText', actions: assign({ payment: ({ context, event }) => ({ ...context.payment, card: event.amount }) }) },
        SET_ACCOUNT: { guard: 'accountGiven', actions: assign({ payment: ({ context, event }) => ({ ...context.payment, accountId: event.accountId }) }) },
        SET_POINTS: { guard: 'amountText', actions: assign({ payment: ({ context, event }) => ({ ...context.payment, points: event.amount }) }) },
        SET_LOYALTY: { actions: assign({ loyalty: ({ event }) => event.loyalty }) },
        BACK: '#pos.selling',
        CONFIRM: { guard: 'paymentValid', target: 'submitting', actions: assign({ failure: null }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submitSale',
        src: 'submitSale',
        input: ({ context }) => context,
        onDone: [
          {
            guard: ({ event }) => 'sent' in event.output && typeof event.output.sent.id === 'number',
            target: 'done',
            actions: assign(({ event }) => ({ receipt: 'sent' in event.output ? event.output.sent : null, soldAt: event.output.soldAt ?? null })),
          },
          {
            guard: ({ event }) => 'queued' in event.output && typeof event.output.queued === 'string',
            target: 'done',
            actions: assign(({ event }) => ({ queued: 'queued' in event.output ? event.output.queued : null, soldAt: event.output.soldAt ?? null })),
          },
          // an outcome that is neither: the sale is not shown as made
          { target: 'payment', actions: assign({ failure: 'pos.saleFailed' }) },
        ],
        onError: { target: 'payment', actions: assign({ failure: ({ event }) => failureMessage(event.error) ?? 'pos.saleFailed' }) },
      },
    },
    done: { on: { NEW_SALE: { target: 'selling', actions: ['clearSale', 'clearSalesperson'] } } },
  },
});

/** The step a state value stands for: `selling` for `{selling: 'askingCancel'}`. */
export function posStep(value: unknown): string {
  return typeof value === 'string' ? value : Object.keys(value as object)[0]!;
}
