import { z } from 'zod';
import { recordIdNumber } from '../../src/domain/schemas/fields';
import { listFilterQuery } from '../list-filters';
import { loanDescriptor } from './descriptor';

const blankToUndefined = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** GET /api/library/loans: the loan list's filters (its descriptor's), a member, and a page or CSV. */
export const libraryLoanQuery = listFilterQuery(loanDescriptor.filters, {
  memberId: z.preprocess(blankToUndefined, recordIdNumber().optional()),
  format: z.enum(['json', 'csv'], 'validation.invalid').default('json'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
