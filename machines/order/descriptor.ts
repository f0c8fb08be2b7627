import { defineDescriptor } from '../descriptor';
import { orderFamily } from './machine';
import { CAMPAIGN_ORDER_TYPES, supplyStatus, type OrderContext } from './rules';
import { ORDER_REASONS, ORDER_REASON_FIELDS } from './reasons';
import { orderCreateBody, orderEventFields } from './schemas';

/** Sales and purchase orders and offers (lifecycles.md §2). */
export const orderDescriptor = defineDescriptor({
  family: orderFamily,
  types: {
    salesOrder: { prefix: 'SS', route: { base: '/fis/siparis/satis', group: 'fis', modes: ['new', 'edit'], menu: { parent: 'siparis', order: 4 } } },
    purchaseOrder: { prefix: 'SA', route: { base: '/fis/siparis/satinalma', group: 'fis', modes: ['new', 'edit'], menu: { parent: 'siparis', order: 5 } } },
    offer: { prefix: 'TK' },
  },
  write: ['manager'],
  reasons: ORDER_REASONS,
  reasonFields: ORDER_REASON_FIELDS,
  create: orderCreateBody,
  events: orderEventFields,
  facts: [
    { on: ['APPROVE'], supply: ['sourceRemaining'] },
    { on: ['create', 'EDIT'], types: CAMPAIGN_ORDER_TYPES, supply: ['campaignOffer'] },
  ],
  derived: (context) => ({ supplyStatus: supplyStatus(context as Pick<OrderContext, 'lines'>) }),
  list: '/siparis/list',
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'date', titleKey: 'column.date', kind: 'date' },
    { key: 'accountId', titleKey: 'column.account', kind: 'account' },
    { key: 'totals.grand', titleKey: 'column.total', kind: 'amount' },
    { key: 'supplyStatus', titleKey: 'column.supply', kind: 'text' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
