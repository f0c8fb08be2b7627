import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';
import { fetchDocument } from './document';

const sessionSchema = z.object({ id: z.number(), cashBoxId: z.union([z.number(), z.string()]).nullable().optional() }).loose();
const pageSchema = z.object({ items: z.array(sessionSchema) });

/** The open cash-box session the fast sale books into (GET /api/documents?type=cashBoxSession&status=open), or null. */
export async function fetchOpenCashBox(): Promise<{ sessionId: number; cashBoxId: number } | null> {
  const page = pageSchema.parse(await api<unknown>('/documents?type=cashBoxSession&status=open&limit=1&offset=0'));
  const first = page.items[0];
  if (!first) return null;
  const cashBoxId = first.cashBoxId ?? (await fetchDocument(first.id, sessionSchema)).cashBoxId;
  return cashBoxId == null ? null : { sessionId: first.id, cashBoxId: Number(cashBoxId) };
}

export function useOpenCashBox() {
  return useQuery({ queryKey: ['pos', 'openCashBox'], queryFn: fetchOpenCashBox });
}
