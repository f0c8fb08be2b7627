import { api } from './client';
import { idempotencyHeader } from './formKey';
import { receiptViewSchema, type ReceiptView } from '../../domain/schemas/document-views';

/** The header and lines the editor sends (decimal strings, ids as numbers). */
export interface ReceiptBody {
  accountId?: number | null;
  currency?: string;
  exchangeRate?: string | null;
  date?: string;
  paymentType?: string | null;
  warehouseId?: number | null;
  targetWarehouseId?: number | null;
  note?: string | null;
  /** a discount on the whole document: a percent of the lines' net or an amount; null clears it */
  documentDiscount?: { rate: string } | { amount: string } | null;
  deliveryTerms?: string | null;
  transportMode?: string | null;
  supplierInvoiceNumber?: string | null;
  customerInvoiceNumber?: string | null;
  /** the salesperson credited with a sale (/komisyon); null: its writer */
  salespersonId?: number | null;
  /** a sales invoice or order: the campaigns whose discounts the user removed (the `campaignRemoval` permission) */
  removedCampaigns?: string[];
  /** a mixed payment's parts: a sales invoice paid partly with points (src/domain/loyalty/invoice-points.ts); null clears it */
  payments?: { cash: string; card: string; points?: string } | null;
  lines: {
    id?: string;
    productId: number;
    quantity: string;
    unitPrice: string;
    multiplier?: string;
    discountRate?: string;
    vatRate: number;
    priceIncludesVat?: boolean;
    gtip?: string;
    locationId?: number;
  }[];
}

/** POST /api/documents: a new draft receipt (201). */
/** POST /api/documents with the editor's one Idempotency-Key (formKey.ts), when it gives one. */
export async function createReceipt(type: string, body: ReceiptBody, key?: string): Promise<ReceiptView> {
  return receiptViewSchema.parse(
    await api<unknown>('/documents', { method: 'POST', body: { type, ...body }, formShowsErrors: true, headers: idempotencyHeader(key) }),
  );
}
