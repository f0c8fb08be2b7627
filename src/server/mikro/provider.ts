import type { MikroRefusal } from '../../domain/mikro/transfers';

/**
 * What Defter asks of an ERP (Mikro, issue #32). The Mikro adapter (mikro-api.ts) speaks it to Mikro's published REST
 * API; the sandbox Mikro (src/sandbox-mikro/) answers the same calls. Codes are Mikro's keys: a stock card's code, a
 * current account's code; a document is kept under our own key, which a try after a lost answer asks for first.
 */
export interface ErpStockCard {
  code: string;
  name: string;
  unit: string;
  /** Mikro's VAT code of the card's rate; undefined when the company mapped none */
  vatCode: number | undefined;
  /** the sale price, exact (a decimal string) */
  price: string;
}

export interface ErpAccount {
  code: string;
  name: string;
  taxNumber: string;
  taxOffice: string;
  /** Mikro's cari_hareket_tipi: 0 a customer, 1 a supplier */
  supplier: boolean;
}

export interface ErpDocumentLine {
  stockCode: string;
  quantity: string;
  unitPrice: string;
  total: string;
  vatCode: number | undefined;
}

export interface ErpDocument {
  /** our key of the document (at most 20 characters), written into its description at Mikro */
  key: string;
  /** the document's number at Mikro, given by Defter (evrakno_seri, evrakno_sira): Mikro keeps one document per number */
  series: string;
  sequence: number;
  kind: 'invoice' | 'order';
  /** a sale or a purchase */
  sale: boolean;
  /** Defter's number of the document */
  number: string;
  /** YYYY-MM-DD */
  date: string;
  accountCode: string;
  warehouseNo: number;
  lines: ErpDocumentLine[];
}

/** A card as Mikro holds it now (read back: Mikro's users may change names and prices there). */
export interface ErpCardState {
  code: string;
  name: string;
  /** the stock card's sale price; null for an account */
  price: string | null;
}

export interface ErpProvider {
  /** creates or updates a stock card (Mikro's StokKaydetV2 keeps one card per code) */
  saveStockCard(card: ErpStockCard): Promise<void>;
  /** creates or updates a current account (CariKaydetV2) */
  saveAccount(account: ErpAccount): Promise<void>;
  /** the stock cards Mikro holds under these codes, as they are there now */
  stockCards(codes: readonly string[]): Promise<ErpCardState[]>;
  /** the current accounts Mikro holds under these codes */
  accounts(codes: readonly string[]): Promise<ErpCardState[]>;
  /** records a document; answers Mikro's number of it */
  saveDocument(doc: ErpDocument): Promise<{ number: string }>;
  /** the document Mikro holds under our key, or null when it has none */
  findDocument(key: string, kind: ErpDocument['kind']): Promise<{ number: string } | null>;
}

/**
 * Mikro's refusal or failure. `permanent`: Mikro refused the record (its reason in `refusal`, its own text in the
 * message); otherwise (5xx, a time-out, no answer) a later try may pass.
 */
export class ErpError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly refusal: MikroRefusal = 'other',
    /** Mikro already has a document under this number (an earlier try's, whose answer was lost) */
    readonly duplicate = false,
  ) {
    super(message);
  }
}
