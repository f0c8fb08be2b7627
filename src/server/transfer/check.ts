import { z } from 'zod';
import { createDocumentBody } from '../../../machines/parse-create';
import { LIRA } from '../../domain/money/lira';
import { Dec } from '../../domain/money/decimal';
import { currencyChangeAllowed } from '../../domain/cash/account-currency';
import { ACCOUNT_KINDS, createAccountBody, createProductBody, parseDecimalInput } from '../../domain/schemas/masterdata';
import { KEY_FIELD, PREVIEW_ROWS, TRANSFER_COLUMNS, parseDay, parseYesNo, rowKeyOf, type TransferKind } from '../../domain/transfer/columns';
import type { Queryable } from '../db/database';
import { addError, validate, type Errors } from '../http/field-checks';
import { LANGUAGES, translate } from '../http/i18n';
import { decimalString, productValues, searchKeys } from '../masterdata/public';
import {
  accountRecords,
  locationKey,
  lookupName,
  openingRecords,
  openingStockLookups,
  openingStockRecords,
  productLookups,
  productRecords,
  type AccountRecord,
  type AccountWrite,
  type OpeningRecord,
  type OpeningStockLookups,
  type OpeningStockRecord,
  type OpeningStockWrite,
  type OpeningWrite,
  type ProductRecord,
  type ProductWrite,
} from './records-queries';

/** A file's row as read: its fields' cells (only the columns the file has). */
export type Cells = Record<string, string>;

/** One error of one row: the row's number in the file (the header is row 1), the column's field and the message key. */
export interface RowError {
  row: number;
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

export interface PreviewRow {
  row: number;
  action: 'new' | 'changed' | 'same';
  cells: Cells;
}

export interface CheckedFile<W> {
  errors: RowError[];
  writes: W[];
  preview: PreviewRow[];
  newRows: number;
  changedRows: number;
}

/** A record's cells in the form the file holds them, before any language (decimals with a dot, yes/no as 1/0, kinds as codes). */
const cell = (v: string | number | boolean | null | undefined): string =>
  v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v);

/** The cells of the company's record of each kind, by the fields of its columns. */
export function recordCells(kind: TransferKind, r: ProductRecord | AccountRecord | OpeningRecord | OpeningStockRecord): Cells {
  return Object.fromEntries(TRANSFER_COLUMNS[kind].map((c) => [c.field, cell((r as unknown as Record<string, string | number | boolean | null>)[c.field])]));
}

/** One row's reading: its errors by field, else what is written and its cells as saved. */
interface Planned<W> {
  errors: Errors;
  write: W | null;
  saved: Cells;
}

const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);

// ---------------------------------------------------------------------------------------------------------
// Products: the card form's schema (createProductBody) and its database checks (location, unit, code free)

interface ProductContext {
  locations: Map<string, number>;
  locationNames: Map<number, string>;
  units: Set<string>;
}

function planProduct(cells: Cells, id: number | null, ctx: ProductContext): Planned<ProductWrite> {
  const location = blankToUndefined(cells.location);
  const locationId = location === undefined ? undefined : ctx.locations.get(location.trim().toLocaleLowerCase('tr-TR'));
  const vatIncluded = blankToUndefined(cells.priceIncludesVat);
  const priceIncludesVat = vatIncluded === undefined ? true : parseYesNo(vatIncluded);
  const raw = {
    code: cells.code,
    name: cells.name ?? '',
    barcode: cells.barcode,
    unit: cells.unit,
    vatRate: cells.vatRate,
    price: cells.price,
    priceIncludesVat: priceIncludesVat ?? true,
    locationId: locationId ?? (location === undefined ? undefined : 0),
    criticalStock: cells.criticalStock,
  };
  const { data, errors } = validate(createProductBody, raw);
  if (errors.locationId) {
    errors.location = location === undefined ? errors.locationId : [{ key: 'validation.locationNotFound' }];
    delete errors.locationId;
  }
  if (priceIncludesVat === null) addError(errors, 'priceIncludesVat', 'validation.invalid');
  if (data?.unit !== undefined && !ctx.units.has(data.unit)) addError(errors, 'unit', 'validation.unitNotFound');
  if (!data || Object.keys(errors).length) return { errors, write: null, saved: {} };
  const v = productValues(data, data.code!);
  const write: ProductWrite = {
    id,
    code: v.code,
    name: v.name,
    barcode: v.barcode,
    isbn: v.isbn,
    unit: v.unit,
    vatRate: v.vatRate,
    price: v.price,
    priceIncludesVat: v.priceIncludesVat,
    locationId: v.locationId,
    criticalStock: v.criticalStock,
    nameKey: v.nameKey,
    searchText: v.searchText,
  };
  const saved = {
    code: v.code,
    name: v.name,
    barcode: cell(v.barcode),
    unit: v.unit,
    vatRate: String(v.vatRate),
    price: v.price,
    priceIncludesVat: cell(v.priceIncludesVat),
    location: ctx.locationNames.get(v.locationId) ?? '',
    criticalStock: cell(v.criticalStock),
  };
  return { errors, write, saved };
}

// ---------------------------------------------------------------------------------------------------------
// Accounts: the account form's schema (createAccountBody, VKN/TCKN by the country) and its currency rule

/** "customer", or the word for it in any of the five languages (the export writes the user's own). */
const ACCOUNT_KIND_WORDS = new Map<string, string>(
  ACCOUNT_KINDS.flatMap((k) => [[k, k] as const, ...LANGUAGES.map((l) => [translate(l, `accounts.kind.${k}`).toLocaleLowerCase('tr-TR'), k] as const)]),
);

function planAccount(cells: Cells, current: AccountRecord | null): Planned<AccountWrite> {
  const kindCell = cells.kind?.trim() ?? '';
  const raw = {
    code: cells.code,
    name: cells.name ?? '',
    kind: ACCOUNT_KIND_WORDS.get(kindCell.toLocaleLowerCase('tr-TR')) ?? kindCell,
    currency: cells.currency?.trim().toUpperCase(),
    taxOffice: cells.taxOffice,
    taxNumber: cells.taxNumber,
    iban: cells.iban,
    email: cells.email,
    phone: cells.phone,
    city: cells.city,
    country: cells.country,
  };
  const { data, errors } = validate(createAccountBody, raw);
  if (data && current && !currencyChangeAllowed(current, data.currency ?? LIRA)) addError(errors, 'currency', 'cashAccounts.currencyLocked');
  if (!data || Object.keys(errors).length) return { errors, write: null, saved: {} };
  const keys = searchKeys(data.name);
  const write: AccountWrite = {
    id: current?.id ?? null,
    code: data.code!,
    name: data.name,
    kind: data.kind,
    currency: data.currency ?? LIRA,
    taxOffice: data.taxOffice ?? null,
    taxNumber: data.taxNumber ?? null,
    iban: data.iban ?? null,
    email: data.email ?? null,
    attributes: { phone: data.phone ?? null, city: data.city ?? null, country: data.country ?? null },
    nameKey: keys.nameKey,
    searchText: keys.searchText,
  };
  const saved = {
    code: write.code,
    name: write.name,
    kind: write.kind,
    currency: write.currency,
    taxOffice: cell(write.taxOffice),
    taxNumber: cell(write.taxNumber),
    iban: cell(write.iban),
    email: cell(write.email),
    phone: cell(data.phone),
    city: cell(data.city),
    country: cell(data.country),
  };
  return { errors, write, saved };
}

// ---------------------------------------------------------------------------------------------------------
// Prices: an existing card's price, read as the card form reads it

const priceBody = z.object({ price: createProductBody.shape.price });

function planPrice(cells: Cells, current: ProductRecord | null): Planned<{ id: number; price: string }> {
  const { data, errors } = validate(priceBody, { price: cells.price });
  if (!current) addError(errors, 'code', 'validation.productNotFound');
  if (!data || !current || Object.keys(errors).length) return { errors, write: null, saved: {} };
  return { errors, write: { id: current.id, price: data.price }, saved: { code: current.code, name: current.name, price: data.price } };
}

// ---------------------------------------------------------------------------------------------------------
// Opening balances: a debit or a credit of an existing account on a day, written as the voucher the account form
// would make (payable voucher: debit; receivable voucher: credit), checked with the voucher's own schema

/** The voucher's fields named by the file's columns; the others are about the row's account. */
const OPENING_FIELDS: Record<string, string> = { date: 'date', exchangeRate: 'exchangeRate' };

function planOpening(cells: Cells, current: OpeningRecord | null): Planned<OpeningWrite> {
  const errors: Errors = Object.create(null) as Errors;
  if (!current) addError(errors, 'code', 'transfer.error.accountNotFound');
  const date = parseDay(cells.date ?? '');
  if (date === null) addError(errors, 'date', 'validation.date');
  const side = (field: 'debit' | 'credit') => {
    const v = blankToUndefined(cells[field]);
    if (v === undefined) return new Dec(0);
    const r = parseDecimalInput(v, 2);
    if (!r.ok) addError(errors, field, r.key);
    return new Dec(r.ok ? r.value : 0);
  };
  const debit = side('debit');
  const credit = side('credit');
  const debits = debit.gt(0);
  const credits = credit.gt(0);
  if (!errors.debit && !errors.credit && debits === credits) addError(errors, 'debit', 'transfer.error.oneSide');
  const foreign = current !== null && current.currency !== LIRA;
  const rate = foreign ? blankToUndefined(cells.exchangeRate) : undefined;
  if (!current || Object.keys(errors).length) return { errors, write: null, saved: {} };
  const amount = (debits ? debit : credit).toFixed(2);
  const voucher = {
    type: debits ? 'payableVoucher' : 'receivableVoucher',
    accountId: String(current.accountId),
    amount,
    currency: current.currency,
    ...(foreign ? { exchangeRate: rate === undefined ? null : rate.replace(',', '.') } : {}),
    date: date!,
  };
  const parsed = createDocumentBody.safeParse(voucher);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      addError(errors, field === 'amount' ? (debits ? 'debit' : 'credit') : (OPENING_FIELDS[field] ?? 'code'), issue.message.split('|')[0]!);
    }
    return { errors, write: null, saved: {} };
  }
  const exchangeRate = foreign ? new Dec(voucher.exchangeRate!).toFixed() : null;
  const write: OpeningWrite = {
    accountId: current.accountId,
    date: date!,
    debit: debits ? amount : '0',
    credit: credits ? amount : '0',
    exchangeRate,
    voucher: parsed.data,
  };
  const money = (v: string) => (new Dec(v).isZero() ? '' : new Dec(v).toFixed(2));
  return {
    errors,
    write,
    saved: { code: current.code, name: current.name, date: date!, debit: money(write.debit), credit: money(write.credit), exchangeRate: exchangeRate ?? '' },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Opening stock: an existing product's quantity and unit cost in a warehouse (and shelf location) by name, written
// as one stock receipt per warehouse

function planOpeningStock(cells: Cells, ctx: OpeningStockLookups): Planned<OpeningStockWrite> {
  const errors: Errors = Object.create(null) as Errors;
  const product = ctx.products.get((cells.code ?? '').trim().toLocaleUpperCase('en-US'));
  if (!product) addError(errors, 'code', 'validation.productNotFound');
  const warehouseName = blankToUndefined(cells.warehouse);
  const warehouse = warehouseName === undefined ? undefined : ctx.warehouses.get(lookupName(warehouseName));
  if (warehouseName === undefined) addError(errors, 'warehouse', 'validation.required');
  else if (!warehouse) addError(errors, 'warehouse', 'validation.warehouseNotFound');
  const locationName = blankToUndefined(cells.location);
  const location = locationName === undefined || !warehouse ? undefined : ctx.locations.get(locationKey(warehouse.id, locationName));
  if (locationName !== undefined && warehouse && !location) addError(errors, 'location', 'validation.locationNotFound');
  const amount = (field: 'quantity' | 'unitCost', positive: boolean) => {
    const v = blankToUndefined(cells[field]);
    if (v === undefined) return (addError(errors, field, 'validation.required'), null);
    const r = parseDecimalInput(v, 4);
    if (!r.ok) return (addError(errors, field, r.key), null);
    if (positive && !new Dec(r.value).gt(0)) return (addError(errors, field, 'validation.positive'), null);
    return r.value;
  };
  const quantity = amount('quantity', true);
  const unitCost = amount('unitCost', false);
  if (!product || !warehouse || quantity === null || unitCost === null || Object.keys(errors).length) return { errors, write: null, saved: {} };
  return {
    errors,
    write: { warehouseId: warehouse.id, productId: product.id, locationId: location?.id ?? null, quantity, unitCost },
    saved: {
      code: product.code,
      name: product.name,
      warehouse: warehouse.name,
      location: location?.name ?? '',
      quantity: new Dec(quantity).toFixed(),
      unitCost: decimalString(new Dec(unitCost).toFixed(), 2),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------

const sameCells = (a: Cells, b: Cells) => Object.keys(a).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/**
 * Checks every row of a file against the company's records (`plan`, loaded by `loadPlanner`): each row's errors
 * (the code twice in the file included), else what it writes, whether it makes a new record, changes one or leaves
 * it as it is, and the first rows as they will be saved. A row's code found in the company is that record: a
 * column the file does not have keeps the record's value. `onRows` hears how many rows are checked as it goes.
 */
export async function checkRows(
  plan: Plan,
  rows: readonly Cells[],
  onRows?: (done: number) => Promise<void>,
  kind: TransferKind = 'products',
): Promise<CheckedFile<unknown>> {
  const keyOf = rowKeyOf(kind);
  const twice = kind === 'openingStock' ? 'transfer.error.duplicateStockRow' : 'transfer.error.duplicateCode';
  const out: CheckedFile<unknown> = { errors: [], writes: [], preview: [], newRows: 0, changedRows: 0 };
  const seen = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    const row = i + 2;
    const code = (rows[i]![KEY_FIELD] ?? '').trim();
    const key = keyOf(rows[i]!);
    if (!code) out.errors.push({ row, field: KEY_FIELD, key: 'validation.required' });
    else if (seen.has(key)) out.errors.push({ row, field: KEY_FIELD, key: twice });
    seen.add(key);
    if (code) {
      const p = plan(code, rows[i]!);
      for (const [field, list] of Object.entries(p.errors))
        for (const e of list) out.errors.push({ row, field, key: e.key, ...(e.values ? { values: e.values } : {}) });
      if (p.write !== null && p.action !== 'same') out.writes.push(p.write);
      if (p.action === 'new') out.newRows++;
      if (p.action === 'changed') out.changedRows++;
      if (out.preview.length < PREVIEW_ROWS && p.write !== null) out.preview.push({ row, action: p.action, cells: p.saved });
    }
    if (onRows && (i + 1) % CHECK_BATCH === 0) await onRows(i + 1);
  }
  out.errors.sort((a, b) => a.row - b.row);
  return out;
}

/** Rows checked between two reports of progress. */
export const CHECK_BATCH = 500;

export type Plan = (code: string, cells: Cells) => Planned<unknown> & { action: PreviewRow['action'] };

/** The reading of one row of `kind`, against the company's records loaded once in `q`'s transaction. */
export async function loadPlanner(q: Queryable, kind: TransferKind): Promise<Plan> {
  if (kind === 'openingStock') {
    const ctx = await openingStockLookups(q);
    const standing = await openingStockRecords(q);
    const opened = new Set(standing.map((r) => r.warehouseId));
    const rowOf = (r: Pick<OpeningStockWrite, 'warehouseId' | 'productId' | 'locationId'>) => `${r.warehouseId}:${r.productId}:${r.locationId ?? ''}`;
    const byRow = new Map(standing.map((r) => [rowOf(r), r]));
    return (_code, cells) => {
      const p = planOpeningStock(cells, ctx);
      if (!p.write || !opened.has(p.write.warehouseId)) return { ...p, action: 'new' };
      // the warehouse has its opening stock from a file: the same rows again change nothing; another file waits for its receipt's cancellation
      const current = byRow.get(rowOf(p.write));
      if (current && sameCells(planOpeningStock(recordCells('openingStock', current), ctx).saved, p.saved)) return { ...p, action: 'same' };
      return { errors: { warehouse: [{ key: 'transfer.error.openingStockExists' }] }, write: null, saved: {}, action: 'changed' };
    };
  }
  if (kind === 'openingBalances') {
    const byCode = new Map((await openingRecords(q)).map((r) => [r.code.toUpperCase(), r]));
    return (code, cells) => {
      const current = byCode.get(code.toUpperCase()) ?? null;
      const p = planOpening(cells, current);
      if (!current?.date || !p.write) return { ...p, action: 'new' };
      // the account has its opening balance from a file: the same again changes nothing; another one waits for its voucher's cancellation
      const same = sameCells(
        planOpening({ date: current.date, debit: current.debit ?? '', credit: current.credit ?? '', exchangeRate: current.exchangeRate ?? '' }, current).saved,
        p.saved,
      );
      if (same) return { ...p, action: 'same' };
      return { errors: { code: [{ key: 'transfer.error.openingExists' }] }, write: null, saved: {}, action: 'changed' };
    };
  }
  if (kind === 'accounts') {
    const byCode = new Map((await accountRecords(q)).map((r) => [r.code.toUpperCase(), r]));
    return (code, cells) => {
      const current = byCode.get(code.toUpperCase()) ?? null;
      const p = planAccount(current ? { ...recordCells('accounts', current), ...cells } : cells, current);
      return {
        ...p,
        action: !current ? 'new' : p.write && sameCells(planAccount(recordCells('accounts', current), current).saved, p.saved) ? 'same' : 'changed',
      };
    };
  }
  const records = await productRecords(q);
  const byCode = new Map(records.map((r) => [r.code.toLocaleUpperCase('en-US'), r]));
  if (kind === 'prices') {
    return (code, cells) => {
      const current = byCode.get(code.toLocaleUpperCase('en-US')) ?? null;
      const p = planPrice(cells, current);
      return { ...p, action: current && p.write && p.write.price === planPrice({ price: current.price }, current).write?.price ? 'same' : 'changed' };
    };
  }
  const ctx: ProductContext = await productLookups(q);
  return (code, cells) => {
    const current = byCode.get(code.toLocaleUpperCase('en-US')) ?? null;
    const p = planProduct(current ? { ...recordCells('products', current), ...cells } : cells, current?.id ?? null, ctx);
    return {
      ...p,
      action: !current ? 'new' : p.write && sameCells(planProduct(recordCells('products', current), current.id, ctx).saved, p.saved) ? 'same' : 'changed',
    };
  };
}
