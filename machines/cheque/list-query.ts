import { listFilterQuery } from '../list-filters';
import { receivedChequeDescriptor } from './descriptor';

/** GET /api/cheques/portfolio: the portfolio list's filters (the cheque descriptor's); the figures stay of every open cheque. */
export const chequePortfolioQuery = listFilterQuery(receivedChequeDescriptor.filters);
