import { INPUT_REASONS, fieldOfReason } from '../../../machines/registry';

/** The error catalogue of the contract: HTTP status, code and the locale key of its message. */
export const ERROR_CODES = {
  AU10001: 401,
  AU10002: 401,
  AU10003: 429,
  AU10006: 401,
  AU10007: 403,
  AU10008: 403,
  PE10003: 403,
  PE10004: 403,
  /** a definition written without the definition authority (src/domain/authorities.ts) */
  PE10005: 403,
  /** an account's product list changed without the per-account product authority */
  PE10006: 403,
  /** a sale to an account of a product its product list does not hold (`product` names it) */
  AP10001: 409,
  NF10004: 404,
  NF10404: 404,
  /** no exchange rate: the central bank's bulletin could not be had (src/server/rates) */
  NF10010: 404,
  VA10022: 422,
  VA10023: 422,
  DC10009: 409,
  /** the change would leave the company without an active admin (src/domain/users.ts) */
  US10001: 409,
  /** a user saved by someone else since the form was read */
  US10002: 409,
  /** the company's details were saved by someone else since the form was read */
  CO10001: 409,
  /**
   * no UBL-TR for this document: not a completed sales invoice, return or waybill (ED10001), a return naming no e-invoice of
   * the company (ED10002), a waybill whose customer has no delivery address (ED10003), a company without its tax
   * number or address (ED10004), a foreign-currency invoice without its exchange rate (ED10006); an account asked about
   * at the integrator without a tax number (ED10005), an export without what GİB requires, the field named in `errors`
   * (ED10011), a sales return, whose return invoice the customer issued (ED10012)
   */
  ED10001: 409,
  ED10002: 409,
  ED10003: 409,
  ED10004: 409,
  ED10005: 409,
  ED10006: 409,
  ED10011: 409,
  ED10012: 409,
  /** a PDF is made of an invoice's e-document only: a waybill's is read as its HTML view (ED10013) */
  ED10013: 409,
  /** GİB's numbers follow dates: a document dated before the last one numbered in its series (ED10007) or after today (ED10008) */
  ED10007: 409,
  ED10008: 409,
  /**
   * an incoming e-document's answer refused: answered already (IN10001), not a document its receiver answers, e.g. a
   * basic invoice (IN10002), the legal period to answer is over (IN10003); src/domain/edocuments/answers.ts
   */
  IN10001: 409,
  IN10002: 409,
  IN10003: 409,
  /**
   * an incoming invoice matched to a sales return refused (src/domain/edocuments/return-match.ts): the invoice matched
   * already (RM10001), the return matched to another incoming invoice (RM10002), the invoice sent by another party than
   * the return's customer (RM10003), the document not a sales return or cancelled (RM10004), an e-waybill (RM10005)
   */
  RM10001: 409,
  RM10002: 409,
  RM10003: 409,
  RM10004: 409,
  RM10005: 409,
  /** the integrator settings were saved by someone else since the form was read */
  IS10001: 409,
  /** the integrator did not answer the connection test, or refused it (its message in `message`) */
  IS10002: 502,
  /** the virtual POS settings were saved by someone else since the form was read */
  VP10001: 409,
  /** the payment provider did not answer or refused (its message in `message`) */
  VP10002: 502,
  /** no bank account is chosen for card collections (/modul/sanalpos/ayarlar) */
  VP10003: 409,
  /** the card payment holds no money to refund, or less than asked (what is left in `left`) */
  VP10004: 409,
  /** the document has no current account to collect from */
  VP10005: 409,
  BR10000: 400,
  RQ10000: 400,
  /** the request body is over its limit (contract: "Limits every call honours"), refused before it is read whole */
  RQ10001: 413,
  /** a second-hand copy (/sahaf) sold already, or not the line's product: each copy is sold once */
  SH10001: 409,
  /** the e-book prices the rules give are no longer the ones previewed: preview again before applying */
  EB10001: 409,
  /** the reader area (/okuyucu): wrong card number or PIN (RD10001), no reader session or an ended one (RD10002), no reader area at this host (RD10003), its settings saved by someone else since read (RD10004), holds not offered there (RD10005) */
  RD10001: 401,
  RD10002: 401,
  RD10003: 404,
  RD10004: 409,
  RD10005: 403,
  /** the B2B shop (/b2b): its settings or a record saved by someone else since read (BS10001), no shop at this host (BS10002), wrong e-mail or password of a dealer (BS10003), no dealer session or an ended one (BS10004) */
  BS10001: 409,
  BS10002: 404,
  BS10003: 401,
  BS10004: 401,
  /** the shop's checkout (issue #31): an order on account beyond what is left of the dealer's risk limit (what is left in `left`) (BS10021), an order that awaits no card payment (BS10022), a card payment of the order under way (BS10023), a part of the dealer's account page the company does not show (BS10024) */
  BS10021: 409,
  BS10022: 409,
  BS10023: 409,
  BS10024: 403,
  /** the user's offline till is authorised on another device: an admin releases it first (spec §5, §6) */
  DV10001: 409,
  /** the offline till's device is not authorised yet (POST /api/offline/device first) */
  DV10002: 403,
  /** the mobile companion may not count stock (its settings, /modul/mobil/ayar) (MB10001), or no warehouse is chosen for its counts (MB10002) */
  MB10001: 403,
  MB10002: 409,
  /** too many browser error reports from one user or address (POST /api/client-errors) */
  CE10001: 429,
  /** a unit of measure a product or another unit names cannot be deleted (Sistem → Birimler) */
  UN10001: 409,
  /** a current-account group an account is in cannot be deleted (Sistem → Cari Grupları) */
  AG10001: 409,
  /** a variant value a variant has cannot be removed, nor its dimension deleted (Sistem → Varyant) */
  VR10001: 409,
  /** a variant has no variants of its own: only a model's card generates them */
  VR10002: 409,
  /** a document line naming a model (a product with variants): one of its variants is sold, bought or moved instead */
  VR10003: 409,
  /** a foreign-currency document paid into a cash or bank account of a third currency: no rate takes it there (src/domain/money/lira.ts) */
  FX10001: 409,
  /**
   * cargo (issue #32): a carrier's settings saved by someone else since read (CG10001); the carrier did not answer or
   * refused (CG10002, its message in `message`); a carrier the company does not use (CG10003); a document that does not
   * ship: not a sales invoice, waybill or order, or a draft or cancelled one (CG10004); a cancel after pick-up (CG10005,
   * the shipment's `state`); the carrier refused the shipment (CG10006); the document's account has no address
   * (CG10007); no label before the carrier gave a tracking number, or of a cancelled shipment (CG10008)
   */
  CG10001: 409,
  CG10002: 502,
  CG10003: 409,
  CG10004: 409,
  CG10005: 409,
  CG10006: 409,
  CG10007: 409,
  CG10008: 409,
  /**
   * Mikro ERP (issue #32): Mikro did not answer or refused a call (MI10001, its message in `message`); a retry of a
   * transfer that is not failed (MI10002, its `state`); the Mikro module is not in use (MI10003); the settings saved by
   * someone else since read (MI10004)
   */
  MI10001: 502,
  MI10002: 409,
  MI10003: 409,
  MI10004: 409,
  /**
   * the marketplace (issue #32): its settings saved by someone else since read (MK10001); a pull or push of a company
   * whose marketplace is not set up or not in use (MK10002); a retry of an order that is not waiting (MK10003)
   */
  MK10001: 409,
  MK10002: 409,
  MK10003: 409,
  /**
   * messages (issue #33): the message settings saved by someone else since read (MS10001); a statement to an account
   * without an e-mail address (MS10002); no sandbox SMTP server's mailbox beside this server (MS10003); a resend of a
   * message that is not failed or bounced (MS10004)
   */
  MS10001: 409,
  MS10002: 409,
  MS10003: 409,
  MS10004: 409,
  /**
   * the QR menu (issue #33): its settings saved by someone else since read (QR10001); no menu at this address: an
   * unknown table code, a menu switched off, or another host than the menu's (QR10002); a guest order while the menu
   * is closed (QR10003) or at a company that takes none (QR10004); a guest order confirmed or refused already
   * (QR10005); too many guest orders from one address (QR10006)
   */
  QR10001: 409,
  QR10002: 404,
  QR10003: 409,
  QR10004: 403,
  QR10005: 409,
  QR10006: 429,
  /** a data transfer job confirmed that is not waiting for its confirmation (still being checked, refused, or written already) */
  TR10001: 409,
  /** a job retried that is not dead (it waits, runs or is done): /api/jobs/{id}/retry */
  JB10001: 409,
  SV10000: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * A failure the client is told about. `code` is either a catalogue code or, for a 409 refused by a
 * lifecycle rule, the rule's name; `messageKey` points into locales/.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
    readonly fields?: Record<string, FieldError[]>,
    readonly transactions?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export function fail(code: ErrorCode, values: Record<string, string | number> = {}, headers?: Record<string, string>): ApiError {
  return new ApiError(ERROR_CODES[code], code, `errors.${code}`, values, undefined, undefined, headers);
}

/**
 * A fresh map of field errors. Field names come from the request (`toString`, `__proto__`, `constructor` are
 * names a client may send): a map without a prototype never finds an inherited value under them.
 */
export const fieldErrorMap = (): Record<string, FieldError[]> => Object.create(null) as Record<string, FieldError[]>;

export function invalid(fields: Record<string, FieldError[]>): ApiError {
  return new ApiError(422, 'VA10022', 'errors.VA10022', {}, fields);
}

/** Rules about what the company's settings do not permit (a warehouse refusing negative stock, a cash box a negative balance). */
const FORBIDDING_RULES: ReadonlySet<string> = new Set(['receipt.negativeStock', 'cash.negativeBalance']);

/** A lifecycle rule's refusal: 403 where the rule is about the user's permission (spec §6, fast sale) or a company setting, 409 otherwise. */
export function ruleStatus(rule: string): number {
  if (INPUT_REASONS.has(rule)) return 422;
  return rule.startsWith('fastSale.') || FORBIDDING_RULES.has(rule) ? 403 : 409;
}

/** A rule's refusal; when the rule is about one field of the request (machines' reason fields), `errors` names it too. */
export function refusedByRule(rule: string, status = ruleStatus(rule)): ApiError {
  const field = fieldOfReason(rule);
  return new ApiError(status, rule, `rules.${rule}`, {}, field === '_' ? undefined : { [field]: [{ key: `rules.${rule}` }] });
}

export function businessRefusal(transactions: FieldError[]): ApiError {
  return new ApiError(400, 'BR10000', 'errors.BR10000', {}, undefined, transactions);
}
