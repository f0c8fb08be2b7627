// What other areas may use of the reports: the sales and balance queries the dashboard shows.
export { groupBy, soldLine } from './definition';
export { accountBalances, saleLines } from './queries';
