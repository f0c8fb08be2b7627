// What other areas may use of the reports: the sales and balance queries the dashboard shows.
export { groupBy, soldLine } from './definition';
export { accountBalances, saleLines } from './queries';
export { reportCsv } from './csv';
export { CATEGORY_OF_PRODUCT, SALE_TYPES, SqlParams, tradeLineConditions } from './trade-lines';
