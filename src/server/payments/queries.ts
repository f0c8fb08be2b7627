import type { Queryable } from '../db/database';
import type { PaymentState } from '../../domain/payments/states';
import type { CardPayment, VirtualPosProvider } from '../../domain/schemas/virtual-pos';

/** The SQL of card payments and their refunds (migration card_payments). */
export interface CardPaymentRow {
  id: number;
  provider: VirtualPosProvider;
  provider_payment_id: string;
  return_token: string;
  order_ref: string;
  document_id: number | null;
  account_id: number;
  bank_account_id: number;
  amount: string;
  refunded: string;
  state: PaymentState;
  collection_id: number | null;
  reason_code: string | null;
  reason_text: string | null;
  return_to: string | null;
  created_by: number;
}

const COLUMNS = `id, provider, provider_payment_id, return_token, order_ref, document_id, account_id, bank_account_id, amount::text as amount,
  refunded::text as refunded, state, collection_id, reason_code, reason_text, return_to, created_by`;

export const cardPaymentJson = (r: CardPaymentRow): CardPayment => ({
  id: r.id,
  provider: r.provider,
  providerPaymentId: r.provider_payment_id,
  orderRef: r.order_ref,
  documentId: r.document_id,
  accountId: r.account_id,
  bankAccountId: r.bank_account_id,
  amount: r.amount,
  refunded: r.refunded,
  state: r.state,
  collectionId: r.collection_id,
  reasonCode: r.reason_code,
  reasonText: r.reason_text,
});

export interface NewCardPayment {
  provider: VirtualPosProvider;
  providerPaymentId: string;
  returnToken: string;
  orderRef: string;
  documentId: number;
  accountId: number;
  bankAccountId: number;
  amount: string;
  returnTo: string | null;
  createdBy: number;
}

export async function insertCardPayment(q: Queryable, companyId: number, p: NewCardPayment): Promise<CardPaymentRow> {
  const r = await q.query<CardPaymentRow>(
    `insert into card_payments (company_id, provider, provider_payment_id, return_token, order_ref, document_id, account_id, bank_account_id, amount, state, return_to, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending3ds', $10, $11) returning ${COLUMNS}`,
    [companyId, p.provider, p.providerPaymentId, p.returnToken, p.orderRef, p.documentId, p.accountId, p.bankAccountId, p.amount, p.returnTo, p.createdBy],
  );
  return r.rows[0]!;
}

/** One payment, locked for the transaction when `lock` (the callbacks and refunds of one payment take turns). */
export async function findCardPayment(q: Queryable, id: number, lock = false): Promise<CardPaymentRow | undefined> {
  const r = await q.query<CardPaymentRow>(`select ${COLUMNS} from card_payments where id = $1${lock ? ' for update' : ''}`, [id]);
  return r.rows[0];
}

export async function findCardPaymentByToken(q: Queryable, token: string, lock = false): Promise<CardPaymentRow | undefined> {
  const r = await q.query<CardPaymentRow>(`select ${COLUMNS} from card_payments where return_token = $1${lock ? ' for update' : ''}`, [token]);
  return r.rows[0];
}

/** A document's payments still waiting for the bank (the card holder at its 3-D Secure page, or its answer lost), oldest first. */
export async function listWaitingCardPayments(q: Queryable, documentId: number): Promise<(CardPaymentRow & { created_at: Date })[]> {
  const r = await q.query<CardPaymentRow & { created_at: Date }>(
    `select ${COLUMNS}, created_at from card_payments where document_id = $1 and state = 'pending3ds' order by id`,
    [documentId],
  );
  return r.rows;
}

export async function listCardPayments(q: Queryable, documentId: number | null): Promise<CardPaymentRow[]> {
  const r = await q.query<CardPaymentRow>(`select ${COLUMNS} from card_payments where ($1::integer is null or document_id = $1) order by id desc limit 200`, [
    documentId,
  ]);
  return r.rows;
}

/** Moves a payment from one of `from` (the states it may leave for `to`); undefined when it is no longer in them. */
export async function moveCardPayment(
  q: Queryable,
  id: number,
  from: readonly PaymentState[],
  to: PaymentState,
  fields: { collectionId?: number; refunded?: string; reasonCode?: string | null; reasonText?: string | null } = {},
): Promise<CardPaymentRow | undefined> {
  const r = await q.query<CardPaymentRow>(
    `update card_payments set state = $3, collection_id = coalesce($4, collection_id), refunded = coalesce($5::numeric, refunded),
            reason_code = coalesce($6, reason_code), reason_text = coalesce($7, reason_text), updated_at = now()
      where id = $1 and state = any($2::text[]) returning ${COLUMNS}`,
    [id, from, to, fields.collectionId ?? null, fields.refunded ?? null, fields.reasonCode ?? null, fields.reasonText ?? null],
  );
  return r.rows[0];
}

export async function insertCardRefund(q: Queryable, companyId: number, paymentId: number, amount: string, kind: 'refund' | 'cancel', voucherId: number) {
  await q.query(`insert into card_payment_refunds (company_id, payment_id, amount, kind, voucher_id) values ($1, $2, $3, $4, $5)`, [
    companyId,
    paymentId,
    amount,
    kind,
    voucherId,
  ]);
}
