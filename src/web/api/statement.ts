import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/accounts/:id/statement?from=&to= (cari ekstre): amounts are exact decimal strings with 2 decimals. */
const decimal = z.union([z.string(), z.number()]).transform(String);

export const statementRowSchema = z.object({
  date: z.string(),
  documentId: z.number().nullable(),
  documentNumber: z.string().nullable(),
  documentType: z.string().nullable(),
  description: z.string().nullable().optional(),
  debit: decimal,
  credit: decimal,
  balance: decimal,
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementSchema = z.object({
  account: z.object({ id: z.number(), code: z.string().nullable(), name: z.string(), kind: z.string() }),
  opening: decimal,
  rows: z.array(statementRowSchema),
  closing: decimal,
  totals: z.object({ debit: decimal, credit: decimal }),
});
export type Statement = z.infer<typeof statementSchema>;

export interface StatementQuery {
  accountId: number;
  /** ISO days; empty: no bound */
  from: string;
  to: string;
}

export async function fetchStatement({ accountId, from, to }: StatementQuery): Promise<Statement> {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const qs = params.toString();
  return statementSchema.parse(await api<unknown>(`/accounts/${accountId}/statement${qs ? `?${qs}` : ''}`));
}

/** Disabled until an account is picked and the range is valid. */
export function useStatement(query: StatementQuery | null) {
  return useQuery({
    queryKey: ['accounts', 'statement', query],
    queryFn: () => fetchStatement(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
