import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/accounts?q=&limit=&offset= (contract "Master data"); the balance travels as a decimal string. */
export const ACCOUNT_KINDS = ['customer', 'supplier'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const accountSchema = z
  .object({
    id: z.number(),
    code: z.string().nullable().optional(),
    name: z.string(),
    kind: z.string(),
    taxNumber: z.string().nullable().optional(),
    taxOffice: z.string().nullable().optional(),
    iban: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    balance: z.union([z.string(), z.number()]).transform(String).nullable().optional(),
  })
  .loose();
export type Account = z.infer<typeof accountSchema>;

export const accountPageSchema = z.object({ items: z.array(accountSchema), total: z.number() });
export type AccountPage = z.infer<typeof accountPageSchema>;

export interface AccountQuery {
  q: string;
  limit: number;
  offset: number;
}

export async function fetchAccounts({ q, limit, offset }: AccountQuery): Promise<AccountPage> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set('q', q);
  return accountPageSchema.parse(await api<unknown>(`/accounts?${params}`));
}

export function useAccounts(query: AccountQuery) {
  return useQuery({ queryKey: ['accounts', query], queryFn: () => fetchAccounts(query), placeholderData: keepPreviousData });
}

/** POST /api/accounts: 201 with the account (code generated when empty), or 422 {errors: {field: [messages]}}. */
export interface NewAccount {
  name: string;
  kind: AccountKind;
  code?: string;
  taxOffice?: string;
  taxNumber?: string;
  iban?: string;
  email?: string;
  phone?: string;
}

export async function createAccount(body: NewAccount): Promise<Account> {
  return accountSchema.parse(await api<unknown>('/accounts', { method: 'POST', body }));
}

export function useCreateAccount() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createAccount, onSuccess: () => qc.invalidateQueries({ queryKey: ['accounts'] }) });
}
