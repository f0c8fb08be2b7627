import { randomUUID } from 'node:crypto';
import { createDocumentBody } from '../../../machines/parse-create';
import { refundable, refundedAfter, refundFits } from '../../domain/payments/amount';
import { afterRefund, canMove, holdsMoney, PAYMENT_STATES, type PaymentState } from '../../domain/payments/states';
import type { CardPaymentBody } from '../../domain/schemas/virtual-pos';
import { systemUser } from '../background/system-user';
import type { Database, Queryable } from '../db/database';
import { createDocument, decideAndStore, type CommandContext } from '../documents/commands';
import { loadDocument } from '../documents/store';
import type { AuthUser } from '../env';
import { fail, refusedByRule } from '../http/errors';
import { parseWith } from '../http/validate';
import { providerOf } from './factory';
import { PaymentError, type CallbackFields, type Outcome } from './provider';
import { findCardPayment, findCardPaymentByToken, insertCardPayment, insertCardRefund, moveCardPayment, type CardPaymentRow } from './queries';
import { findVirtualPosSettings, type VirtualPosSettingsRow } from './settings-queries';

/**
 * Card payments at Defter: started for a document on its current account, settled by the bank's callback, refunded.
 * A payment is one row from its start (unique by the provider's payment id); every callback, query and refund locks
 * that row first, so the callbacks of one payment take turns, and the state moves only forward (domain/payments):
 * the collection is written once, by whichever callback comes first, and a forged (its signature does not hold),
 * duplicated or replayed callback changes nothing. The collection and each refund's payment voucher are documents of
 * the engine, written and completed as the API's create and COMPLETE write them.
 */
const providerError = (e: unknown) =>
  e instanceof PaymentError ? fail('VP10002', { message: e.message.slice(0, 300) }) : e instanceof Error ? e : new Error(String(e));

/** The states a payment may leave for `to`. */
const fromStates = (to: PaymentState) => PAYMENT_STATES.filter((s) => canMove(s, to));

interface Buyer {
  id: number;
  name: string;
  email: string | null;
  tax_number: string | null;
}

async function accountOf(q: Queryable, id: number): Promise<Buyer | undefined> {
  const r = await q.query<Buyer>(`select id, name, email, tax_number from accounts where id = $1`, [id]);
  return r.rows[0];
}

/** What a payment needs before it is asked of the provider: the settings, the document's account, the bank account. */
async function prepare(q: Queryable, companyId: number, documentId: number) {
  const settings = await findVirtualPosSettings(q, companyId);
  if (settings.bank_account_id === null) throw fail('VP10003');
  const doc = await loadDocument(q, documentId);
  const accountId = Number(doc.snapshot.context.accountId ?? NaN);
  const account = Number.isInteger(accountId) ? await accountOf(q, accountId) : undefined;
  if (!account) throw fail('VP10005');
  return { settings, doc, account, bankAccountId: settings.bank_account_id };
}

/**
 * Starts a 3-D Secure payment of `body.amount` for the document: the provider is asked first (outside any
 * transaction), then the payment is recorded, waiting for the bank. `returnBase`: this server's public address, where
 * the bank sends the card holder back (/odeme/donus/…).
 */
export async function startCardPayment(db: Database, auth: AuthUser, body: CardPaymentBody, returnBase: string, sandboxUrl: string | null, ip: string) {
  const { companyId } = auth;
  const { settings, doc, account, bankAccountId } = await db.company(companyId, (q) => prepare(q, companyId, Number(body.documentId)));
  const token = randomUUID();
  const returnUrl = `${returnBase.replace(/\/$/, '')}/odeme/donus/${companyId}/${token}`;
  let started;
  try {
    started = await providerOf(settings, sandboxUrl).start({
      orderRef: doc.number,
      amount: body.amount,
      returnUrl,
      card: body.card,
      buyer: {
        id: String(account.id),
        name: account.name,
        email: account.email || 'musteri@example.com',
        ip: ip || '127.0.0.1',
        city: 'İstanbul',
        address: account.name,
        identityNumber: account.tax_number || '11111111111',
      },
    });
  } catch (e) {
    throw providerError(e);
  }
  const payment = await db.company(companyId, (q) =>
    insertCardPayment(q, companyId, {
      provider: settings.provider,
      providerPaymentId: started.paymentId,
      returnToken: token,
      orderRef: doc.number,
      documentId: doc.id,
      accountId: account.id,
      bankAccountId,
      amount: body.amount,
      returnTo: body.returnTo ?? null,
      createdBy: auth.id,
    }),
  );
  return { payment, html: started.html };
}

/** A voucher of the cash family (a collection, or a refund's payment), made as the API makes one and completed. */
async function voucher(ctx: CommandContext, type: 'collection' | 'payment', p: CardPaymentRow, amount: string, note: string): Promise<number> {
  const body = parseWith(createDocumentBody, {
    type,
    cashAccountId: String(p.bank_account_id),
    accountId: String(p.account_id),
    amount,
    note,
  });
  const doc = await createDocument(ctx, body);
  const outcome = await decideAndStore(ctx, await loadDocument(ctx.q, doc.id, true), { type: 'COMPLETE' });
  if (!outcome.ok) throw refusedByRule(outcome.reason);
  return doc.id;
}

/** Records the bank's answer on a payment locked in `q`: an authorised one gets its collection, once. */
async function settle(q: Queryable, companyId: number, p: CardPaymentRow, outcome: Outcome): Promise<CardPaymentRow> {
  if (outcome.state !== 'authorised') {
    return (
      (await moveCardPayment(q, p.id, fromStates(outcome.state), outcome.state, { reasonCode: outcome.code ?? null, reasonText: outcome.message ?? null })) ?? p
    );
  }
  // the bank charged another amount than asked: the payment is not taken as this one
  if (outcome.amount !== p.amount)
    return (await moveCardPayment(q, p.id, fromStates('failed'), 'failed', { reasonCode: 'amount', reasonText: `charged ${outcome.amount ?? '?'}` })) ?? p;
  const ctx: CommandContext = { q, auth: systemUser(companyId, p.created_by) };
  const collectionId = await voucher(ctx, 'collection', p, p.amount, `Kredi kartı ${p.order_ref} (${p.provider_payment_id})`);
  return (await moveCardPayment(q, p.id, fromStates('authorised'), 'authorised', { collectionId }))!;
}

export type CallbackResult = { payment: CardPaymentRow; changed: boolean } | null;

/**
 * The bank's callback for the payment named by `token`: nothing changes unless its signature holds, it names this
 * payment and the payment still waits for the bank. A provider that does not answer leaves the payment waiting.
 */
export async function receiveCallback(
  db: Database,
  companyId: number,
  token: string,
  fields: CallbackFields,
  sandboxUrl: string | null,
): Promise<CallbackResult> {
  return db.company(companyId, async (q) => {
    const p = await findCardPaymentByToken(q, token, true);
    if (!p) return null;
    const settings: VirtualPosSettingsRow = { ...(await findVirtualPosSettings(q, companyId)), provider: p.provider };
    const provider = providerOf(settings, sandboxUrl);
    let callback;
    try {
      callback = provider.callback(fields);
    } catch {
      return { payment: p, changed: false };
    }
    if (callback.paymentId !== p.provider_payment_id || p.state !== 'pending3ds') return { payment: p, changed: false };
    if (!callback.passed) {
      const moved = await moveCardPayment(q, p.id, fromStates('failed'), 'failed', { reasonCode: '3ds', reasonText: fields.mdStatus ?? null });
      return { payment: moved ?? p, changed: true };
    }
    let outcome: Outcome;
    try {
      outcome = await provider.complete(callback);
    } catch (e) {
      if (e instanceof PaymentError && !e.permanent) return { payment: p, changed: false };
      throw providerError(e);
    }
    return { payment: await settle(q, companyId, p, outcome), changed: true };
  });
}

/**
 * Asks the provider about a payment still waiting for the bank (the card holder closed the page at the bank, or its
 * callback never came) and settles it as its callback would have, once: the row is locked as the callbacks lock it.
 * A payment the provider still calls waiting, or a provider that does not answer, stays as it is.
 */
export async function recheckCardPayment(db: Database, companyId: number, id: number, sandboxUrl: string | null): Promise<CardPaymentRow | undefined> {
  return db.company(companyId, async (q) => {
    const p = await findCardPayment(q, id, true);
    if (p?.state !== 'pending3ds') return p;
    const settings: VirtualPosSettingsRow = { ...(await findVirtualPosSettings(q, companyId)), provider: p.provider };
    let outcome: Outcome;
    try {
      outcome = await providerOf(settings, sandboxUrl).query(p.provider_payment_id, p.order_ref);
    } catch (e) {
      if (e instanceof PaymentError) return p;
      throw e;
    }
    return settle(q, companyId, p, outcome);
  });
}

/** A payment left at the bank's page past its time: it fails, so that a callback arriving later changes nothing. */
export async function abandonCardPayment(q: Queryable, id: number): Promise<void> {
  await moveCardPayment(q, id, ['pending3ds'], 'failed', { reasonCode: 'abandoned', reasonText: null });
}

/** Whether the company's virtual POS can take card payments: its settings saved with a bank account for the collections. */
export async function virtualPosConfigured(q: Queryable, companyId: number): Promise<boolean> {
  return (await findVirtualPosSettings(q, companyId)).bank_account_id !== null;
}

/**
 * Gives back `amount` of an authorised payment (`refund`; all that is left when absent), or voids the whole of one
 * nothing was refunded from (`cancel`, the same day's void): the provider first, then the payment voucher that
 * reverses the collection on the same account and bank account.
 */
export async function reverseCardPayment(
  db: Database,
  auth: AuthUser,
  id: number,
  kind: 'refund' | 'cancel',
  amount: string | undefined,
  sandboxUrl: string | null,
  ip: string,
) {
  const { companyId } = auth;
  return db.company(companyId, async (q) => {
    const p = await findCardPayment(q, id, true);
    if (!p) throw fail('NF10004');
    const left = refundable(p.amount, p.refunded);
    const back = kind === 'cancel' ? p.amount : (amount ?? left);
    if (!holdsMoney(p.state) || !refundFits(p.amount, p.refunded, back)) throw fail('VP10004', { left });
    const settings: VirtualPosSettingsRow = { ...(await findVirtualPosSettings(q, companyId)), provider: p.provider };
    const provider = providerOf(settings, sandboxUrl);
    try {
      if (kind === 'cancel') await provider.cancel(p.provider_payment_id, ip || '127.0.0.1');
      else await provider.refund(p.provider_payment_id, back, ip || '127.0.0.1');
    } catch (e) {
      throw providerError(e);
    }
    const note = `Kredi kartı ${kind === 'cancel' ? 'iptali' : 'iadesi'} ${p.order_ref} (${p.provider_payment_id})`;
    const voucherId = await voucher({ q, auth }, 'payment', p, back, note);
    await insertCardRefund(q, companyId, p.id, back, kind, voucherId);
    const refunded = refundedAfter(p.refunded, back);
    const next = kind === 'cancel' ? 'cancelled' : afterRefund(refundable(p.amount, refunded));
    return (await moveCardPayment(q, p.id, [p.state], next, { refunded }))!;
  });
}
