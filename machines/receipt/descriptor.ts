import { pointsLockKeys } from './points';
import { defineDescriptor } from '../descriptor';
import { receiptFamily } from './machine';
import { CAMPAIGN_TYPES, RECEIPT_TYPES, ROUNDED_TYPES, SET_TYPES, WITHHOLDING_TYPES, receiptStockMoves, type ReceiptContext } from './rules';
import { RECEIPT_REASONS, RECEIPT_REASON_FIELDS } from './reasons';
import { receiptCreateBody, receiptEventFields } from './schemas';

/** Invoices, returns, waybills, stock receipts and the till's sales (lifecycles.md §1). */
/** A product's stock, as a row lock: the stock on hand and the average cost a move is valued at. */
export const stockLockKey = (productId: string) => `stock:${productId}`;

export const receiptDescriptor = defineDescriptor({
  family: receiptFamily,
  types: {
    salesInvoice: { prefix: 'SF', route: { base: '/fis/fatura/satis', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 2 } } },
    purchaseInvoice: { prefix: 'AF', route: { base: '/fis/fatura/alis', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 3 } } },
    salesReturn: { prefix: 'SI', route: { base: '/fis/iade/satis', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 6 } } },
    purchaseReturn: { prefix: 'AI', route: { base: '/fis/iade/alis', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 7 } } },
    salesWaybill: { prefix: 'SR', route: { base: '/fis/irsaliye/cikis', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 9 } } },
    purchaseWaybill: { prefix: 'AR', route: { base: '/fis/irsaliye/giris', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 8 } } },
    stockIn: { prefix: 'SG', route: { base: '/fis/stok/giris', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 10 } } },
    stockOut: { prefix: 'SC', route: { base: '/fis/stok/cikis', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 11 } } },
    stockTransfer: { prefix: 'SV', route: { base: '/fis/stok/virman', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'fis', order: 12 } } },
    // set products (/kbsets/uretim): components out and sets in, or the reverse, at cost
    setProduction: { prefix: 'SU', route: { base: '/kbsets/uretim', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'stok', order: 21 } } },
    setBreakup: { prefix: 'SB', route: { base: '/kbsets/dagitim', group: 'fis', modes: ['new', 'edit', 'copy'], menu: { parent: 'stok', order: 22 } } },
    // the till's sale: its pages are the till's own (/fis/pos, /fis/posmasa)
    posSale: { prefix: 'HS', write: ['manager', 'operator'] },
  },
  write: ['manager'],
  permissions: ['fastSale'],
  reasons: RECEIPT_REASONS,
  reasonFields: RECEIPT_REASON_FIELDS,
  // a line naming a product that is not a set, a document discount where none is given, a job that is not the
  // company's, withholding for a buyer without a VKN: what was typed is wrong
  inputReasons: ['receipt.notASet', 'receipt.discountNotPurchase', 'receipt.unknownJob', 'receipt.jobCancelled', 'receipt.withholdingNeedsVkn'],
  create: receiptCreateBody,
  events: receiptEventFields,
  facts: [
    { on: ['create', 'EDIT', 'CANCEL'], types: ['posSale'], supply: ['fastSale'] },
    { on: ['create'], types: RECEIPT_TYPES.filter((t) => t !== 'posSale'), supply: ['defaultWarehouse'] },
    { on: ['create'], types: ROUNDED_TYPES, supply: ['payableRounding'] },
    { on: ['create', 'EDIT'], types: SET_TYPES, supply: ['setComponents'] },
    { on: ['create', 'EDIT'], supply: ['jobKnown'] },
    { on: ['create', 'EDIT', 'START', 'COMPLETE'], types: WITHHOLDING_TYPES, supply: ['buyerTaxNumber'] },
    { on: ['create', 'EDIT'], types: ['salesInvoice'], supply: ['productGtips'] },
    { on: ['create', 'EDIT'], types: CAMPAIGN_TYPES, supply: ['campaignOffer'] },
    { on: ['COMPLETE'], supply: ['sourceRemaining', 'stockLevels'] },
    { on: ['COMPLETE'], types: ['posSale'], supply: ['cashBoxOpen'] },
    { on: ['COMPLETE'], types: ['posSale', 'salesInvoice', 'salesReturn'], supply: ['loyalty'] },
    { on: ['CLOSE'], supply: ['cashBoxOpen'] },
  ],
  // two completions moving one product (in any warehouse) take turns: the stock on hand a warehouse that refuses
  // negative stock reads, and the average cost a move is valued at (stock-valuation.ts), are then never stale
  rowLocks: {
    onEvent: { COMPLETE: (c) => [...receiptStockMoves(c as unknown as ReceiptContext).map((m) => stockLockKey(m.productId)), ...pointsLockKeys(c)] },
  },
  list: '/fis/takip',
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'type', titleKey: 'column.type', kind: 'text' },
    { key: 'date', titleKey: 'column.date', kind: 'date' },
    { key: 'accountId', titleKey: 'column.account', kind: 'account' },
    { key: 'totals.grand', titleKey: 'column.total', kind: 'amount' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
