// What other areas may use of cash and bank: the cash accounts with their balances (the dashboard).
export { listCashAccounts } from './queries';
