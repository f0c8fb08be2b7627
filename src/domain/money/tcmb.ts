import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { Dec } from './decimal';
import { EXCHANGE_RATE, decimalPattern } from './limits';
import { addDays } from '../clock/clock';
import { isCalendarDate } from '../calendar-date';

/**
 * The central bank's daily bulletin (TCMB "today.xml" and the archive /kurlar/YYYYMM/DDMMYYYY.xml).
 * The file is flat — <Tarih_Date Tarih="04.12.2015" Bulten_No="2015/231"> holding <Currency Kod="USD">
 * elements with <Unit>, <ForexBuying>, … — read with fast-xml-parser (linear, whatever the input). The
 * caller decodes the bytes (served as ISO-8859-9) and passes the text. Rates stay decimal strings as
 * printed; an empty element (BGN has no banknote rates) is null. A rate is for `unit` units of the
 * currency (JPY: 100), so one unit costs rate / unit.
 */

export interface TcmbRate {
  unit: number;
  forexBuying: string | null;
  forexSelling: string | null;
  banknoteBuying: string | null;
  banknoteSelling: string | null;
}

export interface TcmbBulletin {
  /** ISO day of the bulletin, "2015-12-04" */
  date: string;
  /** "2015/231" */
  bulletinNo: string;
  rates: Record<string, TcmbRate>;
}

const rateValue = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .nullable();
/** For bulletins read back from storage or the network (every boundary parses with zod). */
export const tcmbBulletinSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  bulletinNo: z.string(),
  rates: z.record(
    z.string().regex(/^[A-Z]{3}$/),
    z.object({ unit: z.number().int().positive(), forexBuying: rateValue, forexSelling: rateValue, banknoteBuying: rateValue, banknoteSelling: rateValue }),
  ),
});

export class TcmbParseError extends Error {
  constructor(message: string) {
    super(`TCMB bulletin: ${message}`);
    this.name = 'TcmbParseError';
  }
}

const FIELDS = [
  ['forexBuying', 'ForexBuying'],
  ['forexSelling', 'ForexSelling'],
  ['banknoteBuying', 'BanknoteBuying'],
  ['banknoteSelling', 'BanknoteSelling'],
] as const;

/** "2015/231"; what a stored bulletin number may look like (text the database can hold) */
const BULLETIN_NO = /^[0-9A-Za-z/.-]{1,20}$/;
/** TCMB quotes 1 or 100 units; anything past this is not a bulletin (and would not fit the integer column) */
const MAX_UNIT = 1_000_000;
const RATE = decimalPattern(EXCHANGE_RATE);

const ATTR = '@_';
const TEXT = '#text';

/**
 * A linear parser: whatever an upload holds (thousands of unclosed tags, deep nesting, entity tricks), it
 * reads the text once or gives up. Values stay the strings as printed; entities are expanded within the
 * library's limits.
 */
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  textNodeName: TEXT,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'Currency',
});

type XmlNode = Record<string, unknown>;

const isNode = (v: unknown): v is XmlNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A child or attribute of a parsed element; the first when it is repeated. */
function child(node: XmlNode, name: string): unknown {
  const v = Object.hasOwn(node, name) ? node[name] : undefined;
  return Array.isArray(v) ? v[0] : v;
}

/** An element's or attribute's text ('' for an empty element), or null when it is absent. */
function text(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v.trim();
  if (isNode(v)) return text(child(v, TEXT)) ?? '';
  return null;
}

function parseXml(source: string): XmlNode {
  try {
    const doc: unknown = xml.parse(source);
    if (!isNode(doc)) throw new TcmbParseError('not an XML document');
    return doc;
  } catch (e) {
    if (e instanceof TcmbParseError) throw e;
    throw new TcmbParseError(`not well-formed XML: ${(e as Error).message}`);
  }
}

/** Parse a bulletin's text; throws TcmbParseError when it is not one. */
export function parseTcmbBulletin(source: string): TcmbBulletin {
  const root = child(parseXml(source), 'Tarih_Date');
  if (root === undefined) throw new TcmbParseError('no <Tarih_Date> element');
  const top = isNode(root) ? root : {};
  const tarih = text(child(top, `${ATTR}Tarih`));
  const m = tarih ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(tarih) : null;
  if (!m) throw new TcmbParseError(`bad Tarih attribute: ${String(tarih)}`);
  const date = `${m[3]}-${m[2]}-${m[1]}`;
  if (!isIsoDay(date)) throw new TcmbParseError(`no such day: ${tarih}`);
  const bulletinNo = text(child(top, `${ATTR}Bulten_No`));
  if (!bulletinNo) throw new TcmbParseError('no Bulten_No attribute');
  if (!BULLETIN_NO.test(bulletinNo)) throw new TcmbParseError('bad Bulten_No attribute');

  const rates: Record<string, TcmbRate> = {};
  const currencies = Object.hasOwn(top, 'Currency') ? top.Currency : [];
  for (const c of Array.isArray(currencies) ? currencies : [currencies]) {
    const el = isNode(c) ? c : {};
    const code = text(child(el, `${ATTR}CurrencyCode`)) ?? text(child(el, `${ATTR}Kod`));
    if (!code || !/^[A-Z]{3}$/.test(code)) throw new TcmbParseError(`bad currency code: ${String(code)}`);
    const unitText = text(child(el, 'Unit'));
    const unit = unitText && /^\d+$/.test(unitText) ? Number(unitText) : NaN;
    if (!Number.isSafeInteger(unit) || unit <= 0 || unit > MAX_UNIT) throw new TcmbParseError(`${code}: bad unit ${String(unitText)}`);
    const rate: TcmbRate = { unit, forexBuying: null, forexSelling: null, banknoteBuying: null, banknoteSelling: null };
    for (const [key, tag] of FIELDS) {
      const v = text(child(el, tag));
      if (v === null || v === '') continue;
      if (!RATE.test(v)) throw new TcmbParseError(`${code} ${tag}: not a decimal the rate columns hold: ${v}`);
      rate[key] = v;
    }
    rates[code] = rate;
  }
  if (!Object.keys(rates).length) throw new TcmbParseError('no <Currency> elements');
  return { date, bulletinNo, rates };
}

// ---- the rate for a day ----

export type TcmbRateKind = 'forexBuying' | 'forexSelling' | 'banknoteBuying' | 'banknoteSelling';

export interface RateForDayOptions {
  /** which rate; ForexBuying (döviz alış, the rate for invoices and VAT) unless given */
  kind?: TcmbRateKind;
  /** ISO days with no bulletin besides weekends (official holidays); a missing bulletin is skipped anyway */
  holidays?: Iterable<string>;
  /** how many days back to look at most; 10 (longer than the longest bayram with its bridge days) */
  maxDaysBack?: number;
}

export type RateForDay =
  /** the currency is the lira itself */
  | { status: 'base'; currency: string; day: string; rate: '1'; perUnit: '1' }
  | {
      status: 'found';
      currency: string;
      day: string;
      /** the bulletin used: `day` itself, or the first business day before it that has one */
      bulletinDate: string;
      bulletinNo: string;
      /** true when the bulletin is from an earlier day (weekend, holiday, not published) */
      previous: boolean;
      kind: TcmbRateKind;
      /** as printed, for `unit` units */
      rate: string;
      unit: number;
      /** rate / unit, the price of one unit in TRY */
      perUnit: string;
    }
  /** no rate: the user enters one */
  | { status: 'none'; currency: string; day: string; reason: 'no-rate'; message: string };

/**
 * The central-bank rate of `currency` for an ISO day. TCMB publishes no bulletin on weekends and
 * official holidays (turkey.json tcmb.weekendRule: "use first preceding business day's ForexBuying"),
 * so on such a day — or any day whose bulletin is missing or lacks this rate — the first preceding
 * business day that has it is used, looking back at most `maxDaysBack` days. Nothing found gives
 * `status: 'none'`: the screen asks the user to enter the rate.
 */
export function rateForDay(
  bulletins: Readonly<Record<string, TcmbBulletin>> | ReadonlyMap<string, TcmbBulletin>,
  day: string,
  currency: string,
  options: RateForDayOptions = {},
): RateForDay {
  if (!isIsoDay(day)) throw new RangeError(`not an ISO day: ${day}`);
  if (currency === 'TRY') return { status: 'base', currency, day, rate: '1', perUnit: '1' };
  const kind = options.kind ?? 'forexBuying';
  const holidays = new Set(options.holidays ?? []);
  const maxDaysBack = options.maxDaysBack ?? 10;
  const get = (d: string): TcmbBulletin | undefined =>
    bulletins instanceof Map ? bulletins.get(d) : Object.hasOwn(bulletins, d) ? (bulletins as Record<string, TcmbBulletin>)[d] : undefined;

  for (let back = 0; back <= maxDaysBack; back++) {
    const d = addDays(day, -back);
    if (isWeekend(d) || holidays.has(d)) continue;
    const b = get(d);
    const r = b?.rates[currency];
    const value = r?.[kind];
    if (!b || !r || !value) continue;
    return {
      status: 'found',
      currency,
      day,
      bulletinDate: d,
      bulletinNo: b.bulletinNo,
      previous: back > 0,
      kind,
      rate: value,
      unit: r.unit,
      perUnit: new Dec(value).dividedBy(r.unit).toFixed(),
    };
  }
  return {
    status: 'none',
    currency,
    day,
    reason: 'no-rate',
    message: `No central-bank rate for ${currency} on ${day} or the ${maxDaysBack} days before: enter the rate.`,
  };
}

// ---- ISO days, by the calendar so the local time zone never moves them ----

export const isIsoDay = (value: string): boolean => isCalendarDate(value);

export { addDays };

/** Saturday or Sunday */
export function isWeekend(day: string): boolean {
  const w = new Date(`${day}T00:00:00Z`).getUTCDay();
  return w === 0 || w === 6;
}
