import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/**
 * GET /api/documents?type=cashBoxSession&status=&from=&to=: cash-box sessions, newest first. A closed
 * session carries its Z report (`z`), written by the machine when it closed.
 */
const decimalText = z.union([z.string(), z.number()]).transform(String);

export const zReportSchema = z.object({
  date: z.string(),
  receiptCount: z.number(),
  byVatRate: z.array(z.object({ vatRate: z.number(), base: decimalText, tax: decimalText })),
  byPaymentType: z.array(z.object({ paymentType: z.string(), amount: decimalText })),
  total: decimalText,
  cumulativeTotal: decimalText,
  expectedCash: decimalText,
  /** the cash counted at closing and counted − expected (sessions closed with a count) */
  countedCash: decimalText.optional(),
  difference: decimalText.optional(),
});
export type ZReportView = z.infer<typeof zReportSchema>;

export const cashBoxSessionSchema = z
  .object({
    id: z.number(),
    number: z.string(),
    status: z.string(),
    version: z.number(),
    cashBoxId: z.number(),
    date: z.string().nullable().optional(),
    openingBalance: decimalText,
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    z: zReportSchema.optional(),
  })
  .loose();
export type CashBoxSession = z.infer<typeof cashBoxSessionSchema>;

const sessionPageSchema = z.object({ items: z.array(cashBoxSessionSchema), total: z.number() });
export type CashBoxSessionPage = z.infer<typeof sessionPageSchema>;

export interface SessionQuery {
  status: 'open' | 'closed';
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export async function fetchCashBoxSessions(query: SessionQuery): Promise<CashBoxSessionPage> {
  const params = new URLSearchParams({ type: 'cashBoxSession', status: query.status, limit: String(query.limit), offset: String(query.offset) });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return sessionPageSchema.parse(await api<unknown>(`/documents?${params}`));
}

export function useCashBoxSessions(query: SessionQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['documents', 'cashBoxSession', query],
    queryFn: () => fetchCashBoxSessions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
