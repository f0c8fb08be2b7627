import {
  DRAFT_NOTE,
  DRAFT_SERIAL,
  DRAFT_UUID,
  invoiceProfile,
  isRegisteredBuyer,
  lacksExchangeRate,
  returnedDocumentIds,
} from '../../domain/edocuments/profiles';
import { seriesDateRefusal } from '../../domain/edocuments/series-order';
import { isFinalSource, isReturnReceived, RETURNED_INVOICE_TYPE } from '../../domain/edocuments/sources';
import { isGibInvoiceNumber } from '../../domain/edocuments/other-invoice-number';
import { CUSTOMS, EXPORT_EXEMPTION, exportMissing, isExportSale, type ExportFields } from '../../domain/edocuments/export';
import { invoiceTaxKind, lineExemptionCode } from '../../domain/edocuments/tax-codes';
import type { DocumentDiscount } from '../../domain/money/document-totals';
import { randomUUID } from 'node:crypto';
import type { DocLine } from '../../domain/lifecycle/lines';
import { findCompanyCard } from '../company/public';
import type { Queryable } from '../db/database';
import { ApiError, fail } from '../http/errors';
import type { DocumentRow } from '../documents/store';
import {
  findCompletedAt,
  findEdocumentIds,
  findEdocumentTypeOf,
  findEinvoiceProfile,
  findIssuedInvoices,
  findUblAccount,
  findLastNumbered,
  listUblProducts,
  lockEdocumentIds,
  storeEdocumentIds,
  takeSeriesNumber,
} from './queries';
import { embeddedStylesheet } from './render';
import { findIntegratorSettings } from './settings-queries';
import { buildUblDespatch } from './ubl-despatch';
import type { PayableRounding } from '../../domain/money/payable-rounding';
import { builtUbl } from './ubl-observers';
import { buildUblInvoice, type UblAddress, type UblExport, type UblParty, type UblProfile } from './ubl-invoice';
import { businessTime, DEFAULT_TIME_ZONE } from '../../domain/clock/clock';
import { companyTimeZone, companyToday } from '../clock';

/**
 * The UBL-TR of a completed sales invoice, purchase return (the company's return invoice to its supplier) or waybill.
 * Its GİB number and ETTN are given once, when it is queued for sending (`issue`, in that transaction); before that a
 * preview or a read (`preview`) shows a draft number (serial 0) and says so, and takes no number: a document never sent
 * leaves no gap at GİB.
 */
export type UblMode = 'preview' | 'issue';

const INVOICE_TYPES: Record<string, 'SATIS' | 'IADE'> = { salesInvoice: 'SATIS', purchaseReturn: 'IADE' };
/** GİB's series of three letters, one each for e-Fatura (basic and commercial alike), e-Arşiv and e-İrsaliye (the company's integrator settings) */
type SeriesKind = UblProfile | 'TEMELIRSALIYE';
const SERIES_OF: Record<SeriesKind, 'invoice_prefix' | 'archive_prefix' | 'waybill_prefix'> = {
  TEMELFATURA: 'invoice_prefix',
  TICARIFATURA: 'invoice_prefix',
  IHRACAT: 'invoice_prefix',
  EARSIVFATURA: 'archive_prefix',
  TEMELIRSALIYE: 'waybill_prefix',
};
/** GİB's identity for a buyer who gives none (a final consumer) */
const UNKNOWN_BUYER = { name: 'Nihai Tüketici', taxNumber: '11111111111' };

interface InvoiceContext extends Omit<ExportFields, 'lines'> {
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
  // taking the number holds the series' counter row: what is read of the series next stays true until the transaction
  // ends, and a refusal rolls the number back with it
  const serial = await takeSeriesNumber(q, doc.companyId, series, year);
  const last = await findLastNumbered(q, doc.companyId, gibNumber(series, year, 0), gibNumber(series, year, 999_999_999));
  const today = await companyToday(q, doc.companyId);
  const refusal = seriesDateRefusal(date, last?.date ?? undefined, today);
  if (refusal === 'futureDated') throw fail('ED10008', { date, today });
  if (refusal === 'backDated') throw fail('ED10007', { date, number: last!.gib_number, lastDate: last!.date });
  const number = gibNumber(series, year, serial);
  const uuid = randomUUID();
  await storeEdocumentIds(q, doc.id, number, uuid);
  return { number, uuid, draft: false };
}

const noteOf = (ids: UblIds, note: string | undefined): string | undefined => (ids.draft ? [DRAFT_NOTE, note].filter(Boolean).join(' ') : note);

/**
 * The supplier's invoices a purchase return gives back, by the numbers and dates the supplier printed on them. GİB takes
 * a return invoice naming e-invoices and e-Arşiv invoices only (their 16-character numbers): a paper invoice is left out,
 * and a return that names none cannot be an e-invoice (ED10002).
 */
async function returnedInvoicesOf(q: Queryable, docType: string, ctx: InvoiceContext): Promise<{ number: string; issueDate: string }[]> {
  const invoiceType = RETURNED_INVOICE_TYPE[docType];
  const named = await findIssuedInvoices(q, returnedDocumentIds(ctx.lines, ctx, invoiceType));
  const numbered = named.filter(
    (d) => d.doc_type === invoiceType && isFinalSource(d.status) && d.supplier_invoice_number && isGibInvoiceNumber(d.supplier_invoice_number) && d.date,
  );
  if (numbered.length === 0) throw fail('ED10002');
  return numbered.map((d) => ({ number: d.supplier_invoice_number!, issueDate: d.date! }));
}

interface Customer {
  party: UblParty;
  registered: boolean;
  country?: string;
}

async function customerOf(q: Queryable, accountId: string | undefined): Promise<Customer> {
  const account = accountId ? await findUblAccount(q, Number(accountId)) : undefined;
  const a = account?.attributes ?? {};
  const taxNumber = account?.tax_number && /^\d{10,11}$/.test(account.tax_number) ? account.tax_number : UNKNOWN_BUYER.taxNumber;
  return {
    registered: isRegisteredBuyer({ checkedRegistered: account?.einvoice_registered ?? null, typedAlias: text(a.einvoiceAlias) }),
    country: text(a.country),
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
        country: text(a.country),
      },
    },
  };
}

/** The customs administration as an export's AccountingCustomerParty (GİB: every export invoice goes to it). */
const CUSTOMS_PARTY: UblParty = {
  name: CUSTOMS.name,
  taxNumber: CUSTOMS.taxNumber,
  address: { street: '-', district: CUSTOMS.district, city: CUSTOMS.city },
};

/** An export that lacks what GİB requires cannot be sent: a 409 naming the field. */
function exportIncomplete(field: string): ApiError {
  const key = `edocuments.exportMissing.${field.replace(/^lines\.\d+\./, '')}`;
  return new ApiError(409, 'ED10011', 'errors.ED10011', {}, { [field]: [{ key }] });
}

/** The export's buyer and delivery, once it has all GİB requires. */
function exportOf(ctx: InvoiceContext, customer: UblParty, lines: ExportFields['lines']): UblExport {
  const missing = exportMissing({ ...ctx, lines });
  if (missing) throw exportIncomplete(missing);
  return {
    buyer: { name: customer.name, address: customer.address },
    deliveryTerms: ctx.deliveryTerms!,
    transportMode: String(ctx.transportMode),
  };
}

export async function documentUbl(q: Queryable, doc: DocumentRow, mode: UblMode = 'preview'): Promise<string> {
  if (!isFinalSource(doc.status)) throw fail('ED10001');
  return builtUbl(doc.type === 'salesWaybill' ? await waybillUbl(q, doc, mode) : await invoiceUbl(q, doc, mode));
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

/**
 * The lines with their products' names and units: a 0 % line without an exemption code takes `zeroVatCode` (an
 * export's), else its product's, else 351 (tax-codes.ts); a line without its own GTİP takes its product card's.
 */
async function namedLines(q: Queryable, lines: DocLine[], zeroVatCode?: string) {
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [Number(l.productId)] : [])))];
  const products = new Map((await listUblProducts(q, ids)).map((p) => [p.id, p]));
  return lines.map((l) => {
    const product = l.productId ? products.get(Number(l.productId)) : undefined;
    const exemptionCode = lineExemptionCode(l, product?.vat_exemption_code, zeroVatCode);
    const gtip = l.gtip ?? product?.gtip ?? undefined;
    return { ...l, ...(exemptionCode ? { exemptionCode } : {}), name: product?.name ?? '-', unit: product?.unit ?? 'ADET', ...(gtip ? { gtip } : {}) };
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
  // the customer issued the return invoice a sales return is booked from: the company sends none of its own
  if (isReturnReceived(doc.type)) throw fail('ED10012');
  const baseType = INVOICE_TYPES[doc.type];
  if (!baseType) throw fail('ED10001');
  const ctx = doc.snapshot.context as unknown as InvoiceContext;
  const buyer = await customerOf(q, ctx.accountId);
  const exportSale = isExportSale(doc.type, buyer.country);
  // an export's 0 % lines are exempt as goods exported (301) unless they name their own exemption
  const lines = await namedLines(q, ctx.lines, exportSale ? EXPORT_EXEMPTION : undefined);
  // a sale with withholding on a line is GİB's TEVKIFAT, with an exempt line ISTISNA (a return stays IADE, which carries both)
  const taxKind = invoiceTaxKind(lines);
  const supplier = await supplierOf(q, doc.companyId);
  // a sale abroad is an export: an exempt (ISTISNA) invoice to customs, the buyer named beside it
  const exported = exportSale ? exportOf(ctx, buyer.party, lines) : undefined;
  const typeCode = exported
    ? 'ISTISNA'
    : baseType === 'SATIS' && taxKind === 'withholding'
      ? 'TEVKIFAT'
      : baseType === 'SATIS' && taxKind === 'exemption'
        ? 'ISTISNA'
        : baseType;
  // once made, the e-document keeps what it was made as (its series says so), whatever a later lookup says of the buyer
  const madeAs = await findEdocumentTypeOf(q, doc.id);
  const profile = exported
    ? 'IHRACAT'
    : invoiceProfile(typeCode, madeAs ? madeAs === 'eInvoice' : buyer.registered, await findEinvoiceProfile(q, doc.companyId));
  const returnedInvoices = baseType === 'IADE' ? await returnedInvoicesOf(q, doc.type, ctx) : undefined;
  if (lacksExchangeRate(ctx.currency, ctx.exchangeRate)) throw fail('ED10006');
  const ids = await idsOf(q, doc, profile, ctx.date, mode);
  // an e-Arşiv says when it was issued: the moment the invoice was completed, in Istanbul
  const issueTime =
    profile === 'EARSIVFATURA' ? istanbulTime((await findCompletedAt(q, doc.id)) ?? doc.updatedAt, await companyTimeZone(q, doc.companyId)) : undefined;
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
    customer: exported ? CUSTOMS_PARTY : buyer.party,
    export: exported,
    lines,
    returnedInvoices,
    payableRounding: ctx.payableRounding,
    documentDiscount: ctx.documentDiscount,
    note: noteOf(ids, ctx.note),
    stylesheet: embeddedStylesheet('invoice'),
  });
}
