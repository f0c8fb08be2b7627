import {
  DRAFT_NOTE,
  DRAFT_SERIAL,
  DRAFT_UUID,
  invoiceProfile,
  isRegisteredBuyer,
  lacksExchangeRate,
  returnedDocumentIds,
} from '../../domain/edocuments/profiles';
import { isFinalSource } from '../../domain/edocuments/sources';
import { invoiceTaxKind, lineExemptionCode } from '../../domain/edocuments/tax-codes';
import type { DocumentDiscount } from '../../domain/money/document-totals';
import { randomUUID } from 'node:crypto';
import type { DocLine } from '../../domain/lifecycle/lines';
import { findCompanyCard } from '../company/queries';
import type { Queryable } from '../db/database';
import { fail } from '../http/errors';
import type { DocumentRow } from '../documents/store';
import {
  findCompletedAt,
  findEdocumentIds,
  findEdocumentTypeOf,
  findEinvoiceProfile,
  findIssuedInvoices,
  findUblAccount,
  listUblProducts,
  lockEdocumentIds,
  storeEdocumentIds,
  takeSeriesNumber,
} from './queries';
import { embeddedStylesheet } from './render';
import { findIntegratorSettings } from './settings-queries';
import { buildUblDespatch } from './ubl-despatch';
import type { PayableRounding } from '../../domain/money/payable-rounding';
import { buildUblInvoice, type UblAddress, type UblParty, type UblProfile } from './ubl-invoice';
import { businessTime, DEFAULT_TIME_ZONE } from '../../domain/clock/clock';
import { companyTimeZone } from '../clock';

/**
 * The UBL-TR of a completed sales invoice, return or waybill. Its GİB number and ETTN are given once, when it is
 * queued for sending (`issue`, in that transaction); before that a preview or a read (`preview`) shows a draft
 * number (serial 0) and says so, and takes no number: a document never sent leaves no gap at GİB.
 */
export type UblMode = 'preview' | 'issue';

const INVOICE_TYPES: Record<string, 'SATIS' | 'IADE'> = { salesInvoice: 'SATIS', salesReturn: 'IADE' };
/** GİB's series of three letters, one each for e-Fatura (basic and commercial alike), e-Arşiv and e-İrsaliye (the company's integrator settings) */
type SeriesKind = UblProfile | 'TEMELIRSALIYE';
const SERIES_OF: Record<SeriesKind, 'invoice_prefix' | 'archive_prefix' | 'waybill_prefix'> = {
  TEMELFATURA: 'invoice_prefix',
  TICARIFATURA: 'invoice_prefix',
  EARSIVFATURA: 'archive_prefix',
  TEMELIRSALIYE: 'waybill_prefix',
};
/** GİB's identity for a buyer who gives none (a final consumer) */
const UNKNOWN_BUYER = { name: 'Nihai Tüketici', taxNumber: '11111111111' };

interface InvoiceContext {
  accountId?: string;
  currency: string;
  exchangeRate?: string;
  date: string;
  note?: string;
  sourceId?: string;
  sourceType?: string;
  lines: DocLine[];
  payableRounding?: PayableRounding;
  documentDiscount?: DocumentDiscount;
}

export const gibNumber = (series: string, year: number, n: number): string => `${series}${year}${String(n).padStart(9, '0')}`;

/** "Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul" → street, postal code, district and city. */
export function parseAddress(text: string | null): UblAddress {
  const raw = (text ?? '').trim();
  const slash = raw.lastIndexOf('/');
  const city = slash >= 0 ? raw.slice(slash + 1).trim() : '';
  const head = slash >= 0 ? raw.slice(0, slash).trim() : raw;
  const comma = head.lastIndexOf(',');
  const street = comma >= 0 ? head.slice(0, comma).trim() : head;
  const place = comma >= 0 ? head.slice(comma + 1).trim() : '';
  const postal = /^(\d{5})\s+(.*)$/.exec(place);
  return {
    street: street || '-',
    district: (postal ? postal[2] : place) || city || '-',
    city: city || '-',
    postalCode: postal?.[1],
  };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

interface UblIds {
  number: string;
  uuid: string;
  draft: boolean;
}

async function idsOf(q: Queryable, doc: DocumentRow, kind: SeriesKind, date: string, mode: UblMode): Promise<UblIds> {
  const ids = mode === 'issue' ? await lockEdocumentIds(q, doc.id) : await findEdocumentIds(q, doc.id);
  if (ids?.gib_number && ids.ettn) return { number: ids.gib_number, uuid: ids.ettn, draft: false };
  const year = Number(date.slice(0, 4));
  const series = (await findIntegratorSettings(q, doc.companyId))[SERIES_OF[kind]];
  if (mode === 'preview') return { number: gibNumber(series, year, DRAFT_SERIAL), uuid: DRAFT_UUID, draft: true };
  const number = gibNumber(series, year, await takeSeriesNumber(q, doc.companyId, series, year));
  const uuid = randomUUID();
  await storeEdocumentIds(q, doc.id, number, uuid);
  return { number, uuid, draft: false };
}

const noteOf = (ids: UblIds, note: string | undefined): string | undefined => (ids.draft ? [DRAFT_NOTE, note].filter(Boolean).join(' ') : note);

/** The e-invoices a return gives back, by their GİB numbers; a return that names none cannot be an e-invoice (ED10002). */
async function returnedInvoicesOf(q: Queryable, ctx: InvoiceContext): Promise<{ number: string; issueDate: string }[]> {
  const named = await findIssuedInvoices(q, returnedDocumentIds(ctx.lines, ctx));
  const issued = named.filter((d) => d.doc_type === 'salesInvoice' && isFinalSource(d.status) && d.gib_number && d.date);
  if (issued.length === 0) throw fail('ED10002');
  return issued.map((d) => ({ number: d.gib_number!, issueDate: d.date! }));
}

async function customerOf(q: Queryable, accountId: string | undefined): Promise<{ party: UblParty; registered: boolean }> {
  const account = accountId ? await findUblAccount(q, Number(accountId)) : undefined;
  const a = account?.attributes ?? {};
  const taxNumber = account?.tax_number && /^\d{10,11}$/.test(account.tax_number) ? account.tax_number : UNKNOWN_BUYER.taxNumber;
  return {
    registered: isRegisteredBuyer({ checkedRegistered: account?.einvoice_registered ?? null, typedAlias: text(a.einvoiceAlias) }),
    party: {
      name: account?.name ?? UNKNOWN_BUYER.name,
      taxNumber,
      taxOffice: account?.tax_office ?? undefined,
      email: account?.email ?? undefined,
      phone: text(a.phone),
      address: {
        street: text(a.street) ?? text(a.neighbourhood) ?? '-',
        buildingNo: text(a.buildingNo),
        district: text(a.district) ?? text(a.city) ?? '-',
        city: text(a.city) ?? '-',
        postalCode: text(a.postalCode),
      },
    },
  };
}

export async function documentUbl(q: Queryable, doc: DocumentRow, mode: UblMode = 'preview'): Promise<string> {
  if (!isFinalSource(doc.status)) throw fail('ED10001');
  if (doc.type === 'salesWaybill') return waybillUbl(q, doc, mode);
  return invoiceUbl(q, doc, mode);
}

/** The company as the party of its e-documents (and of its answers); without its tax number or address it can issue none (ED10004). */
export async function supplierOf(q: Queryable, companyId: number): Promise<UblParty> {
  const company = await findCompanyCard(q, companyId);
  // GİB identifies the issuer by its VKN (or a sole trader's TCKN) and its address
  if (!company?.tax_number || !/^\d{10,11}$/.test(company.tax_number) || !company.address?.trim()) throw fail('ED10004');
  return {
    name: company.title ?? company.name,
    taxNumber: company.tax_number,
    taxOffice: company.tax_office ?? undefined,
    mersis: company.mersis ?? undefined,
    address: parseAddress(company.address),
    phone: company.phone ?? undefined,
    email: company.email ?? undefined,
  };
}

/** The lines with their products' names and units; a 0 % line without an exemption code takes its product's (tax-codes.ts). */
async function namedLines(q: Queryable, lines: DocLine[]) {
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [Number(l.productId)] : [])))];
  const products = new Map((await listUblProducts(q, ids)).map((p) => [p.id, p]));
  return lines.map((l) => {
    const product = l.productId ? products.get(Number(l.productId)) : undefined;
    const exemptionCode = lineExemptionCode(l, product?.vat_exemption_code);
    return { ...l, ...(exemptionCode ? { exemptionCode } : {}), name: product?.name ?? '-', unit: product?.unit ?? 'ADET' };
  });
}

/** When the waybill was completed, as GİB writes a time: HH:MM:SS on the company's wall clock (Istanbul unless it set another zone). */
export const istanbulTime = (iso: string, timeZone: string = DEFAULT_TIME_ZONE): string => businessTime(new Date(iso), timeZone);

async function waybillUbl(q: Queryable, doc: DocumentRow, mode: UblMode): Promise<string> {
  const ctx = doc.snapshot.context as unknown as InvoiceContext;
  const supplier = await supplierOf(q, doc.companyId);
  const { party: customer } = await customerOf(q, ctx.accountId);
  const a = customer.address;
  if (a.city === '-' || a.district === '-' || !/^(0[1-9]|[1-7]\d|8[01])\d{3}$/.test(a.postalCode ?? '')) throw fail('ED10003');
  const ids = await idsOf(q, doc, 'TEMELIRSALIYE', ctx.date, mode);
  const lines = await namedLines(q, ctx.lines);
  return buildUblDespatch({
    number: ids.number,
    uuid: ids.uuid,
    issueDate: ctx.date,
    issueTime: istanbulTime(doc.updatedAt, await companyTimeZone(q, doc.companyId)),
    supplier,
    customer,
    lines,
    note: noteOf(ids, ctx.note),
    stylesheet: embeddedStylesheet('waybill'),
  });
}

async function invoiceUbl(q: Queryable, doc: DocumentRow, mode: UblMode): Promise<string> {
  const baseType = INVOICE_TYPES[doc.type];
  if (!baseType) throw fail('ED10001');
  const ctx = doc.snapshot.context as unknown as InvoiceContext;
  const lines = await namedLines(q, ctx.lines);
  // a sale with withholding on a line is GİB's TEVKIFAT, with an exempt line ISTISNA (a return stays IADE, which carries both)
  const taxKind = invoiceTaxKind(lines);
  const typeCode = baseType === 'SATIS' && taxKind === 'withholding' ? 'TEVKIFAT' : baseType === 'SATIS' && taxKind === 'exemption' ? 'ISTISNA' : baseType;
  const supplier = await supplierOf(q, doc.companyId);
  const { party: customer, registered } = await customerOf(q, ctx.accountId);
  // once made, the e-document keeps what it was made as (its series says so), whatever a later lookup says of the buyer
  const madeAs = await findEdocumentTypeOf(q, doc.id);
  const profile = invoiceProfile(typeCode, madeAs ? madeAs === 'eInvoice' : registered, await findEinvoiceProfile(q, doc.companyId));
  const returnedInvoices = baseType === 'IADE' ? await returnedInvoicesOf(q, ctx) : undefined;
  if (lacksExchangeRate(ctx.currency, ctx.exchangeRate)) throw fail('ED10006');
  const ids = await idsOf(q, doc, profile, ctx.date, mode);
  // an e-Arşiv says when it was issued: the moment the invoice was completed, in Istanbul
  const issueTime = profile === 'EARSIVFATURA' ? istanbulTime((await findCompletedAt(q, doc.id)) ?? doc.updatedAt) : undefined;
  return buildUblInvoice({
    profile,
    typeCode,
    number: ids.number,
    uuid: ids.uuid,
    issueDate: ctx.date,
    issueTime,
    currency: ctx.currency,
    exchangeRate: ctx.exchangeRate,
    supplier,
    customer,
    lines,
    returnedInvoices,
    payableRounding: ctx.payableRounding,
    documentDiscount: ctx.documentDiscount,
    note: noteOf(ids, ctx.note),
    stylesheet: embeddedStylesheet('invoice'),
  });
}
