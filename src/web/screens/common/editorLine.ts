import type { CampaignDiscount } from '../../../domain/campaigns/evaluate';
import type { DraftLine } from '../../../domain/campaigns/draft';
import type { ModelLine } from '../../../domain/money/receipt-totals-model';
import type { ReceiptBody } from '../../api/createReceipt';

/** A line as the editor holds it: committed decimal strings ("" while empty) and what the product cell shows. */
export interface EditorLine {
  /** stable React key */
  key: string;
  /** the server's line id once saved */
  id?: string;
  productId: number | null;
  /** what the product cell shows: the barcode/ISBN or code */
  code: string;
  name: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  multiplier: string;
  discountRate: string;
  vatRate: number;
  /** the unit price includes the VAT: a product's shelf price, as its card says */
  priceIncludesVat: boolean;
  /** a sales invoice line's GİB withholding (code and share of the VAT) or exemption code (src/domain/edocuments/tax-codes.ts) */
  withholdingCode?: string;
  withholdingPercent?: number;
  exemptionCode?: string;
  /** an export line's own GTİP, kept as written through the API (else the product card's counts) */
  gtip?: string;
  /** the shelf location the line's stock enters or leaves, when chosen (else the product's home in the warehouse) */
  locationId?: number;
  /** the product card's own location: its home in that location's warehouse */
  cardLocationId?: number;
  /** a stored line's campaign discounts, for its stored quantity, and its source line when it was converted (it keeps them) */
  saved?: { quantity: string; campaignDiscounts: CampaignDiscount[]; sourceLineId?: string };
}

let seq = 0;
export const newKey = (): string => `k${++seq}`;

export function emptyLine(): EditorLine {
  return {
    key: newKey(),
    productId: null,
    code: '',
    name: '',
    unit: '',
    quantity: '',
    unitPrice: '',
    multiplier: '1',
    discountRate: '0',
    vatRate: 20,
    priceIncludesVat: false,
  };
}

/** The trailing line kept for fast entry: nothing typed in it yet. */
export function isBlank(line: EditorLine): boolean {
  return line.productId === null && line.code === '' && line.quantity === '' && line.unitPrice === '';
}

export function toModelLine(line: EditorLine): ModelLine {
  return {
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    multiplier: line.multiplier || '1',
    discountRate: line.discountRate || '0',
    vatRate: line.vatRate,
    ...(line.priceIncludesVat ? { priceIncludesVat: true } : {}),
    ...(line.withholdingCode !== undefined && line.withholdingPercent !== undefined
      ? { withholding: { code: line.withholdingCode, percent: line.withholdingPercent } }
      : {}),
  };
}

/** The lines sent to the server: every line but blank ones. */
export function toBodyLines(lines: readonly EditorLine[], keepIds: boolean): ReceiptBody['lines'] {
  return lines
    .filter((l) => !isBlank(l))
    .map((l) => ({
      ...(keepIds && l.id ? { id: l.id } : {}),
      productId: l.productId ?? 0,
      quantity: l.quantity || '0',
      unitPrice: l.unitPrice || '0',
      multiplier: l.multiplier || '1',
      discountRate: l.discountRate || '0',
      vatRate: l.vatRate,
      ...(l.priceIncludesVat ? { priceIncludesVat: true } : {}),
      ...(l.withholdingCode !== undefined && l.withholdingPercent !== undefined
        ? { withholdingCode: l.withholdingCode, withholdingPercent: l.withholdingPercent }
        : {}),
      ...(l.exemptionCode !== undefined ? { exemptionCode: l.exemptionCode } : {}),
      ...(l.gtip !== undefined ? { gtip: l.gtip } : {}),
      ...(l.locationId !== undefined ? { locationId: l.locationId } : {}),
    }));
}

/** The line as the campaigns' draft rule reads it (src/domain/campaigns/draft.ts): a converted line brings what its source gave it. */
export function toDraftLine(line: EditorLine): DraftLine {
  const { saved } = line;
  return {
    ...toModelLine(line),
    ...(line.productId ? { productId: String(line.productId) } : {}),
    ...(saved?.sourceLineId ? { source: { sourceLineId: saved.sourceLineId, quantity: saved.quantity, campaignDiscounts: saved.campaignDiscounts } } : {}),
  };
}
