import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { openSessionPageSchema as pageSchema, openSessionSchema as sessionSchema } from '../../domain/schemas/document-replies';
import { fetchDocument } from './fetchDocument';
import { posKeys } from './queryKeys';

/** The open cash-box session the fast sale books into (GET /api/documents?type=cashBoxSession&status=open), or null. */
export async function fetchOpenCashBox(): Promise<{ sessionId: number; cashBoxId: number } | null> {
  const page = pageSchema.parse(await api<unknown>('/documents?type=cashBoxSession&status=open&limit=1&offset=0'));
  const first = page.items[0];
  if (!first) return null;
  const cashBoxId = first.cashBoxId ?? (await fetchDocument(first.id, sessionSchema)).cashBoxId;
  return cashBoxId == null ? null : { sessionId: first.id, cashBoxId: Number(cashBoxId) };
}

export function useOpenCashBox() {
  return useQuery({ queryKey: posKeys.openCashBox(), queryFn: fetchOpenCashBox });
}
