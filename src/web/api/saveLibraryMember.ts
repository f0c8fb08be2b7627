import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryMemberSchema, type LibraryMember } from '../../domain/schemas/library';
import { api } from './client';
import { libraryKeys } from './queryKeys';

export interface LibraryMemberFields {
  cardNumber: string;
  pin: string;
  name: string;
  category: string;
  expiresOn: string;
  phone: string;
  email: string;
  institution: string;
  /** account ids, '' for none */
  accountId: string;
  institutionAccountId: string;
  active: boolean;
  /** KVKK consent: 'true', 'false' or '' (not asked); the day and how, '' for none */
  emailConsent: string;
  smsConsent: string;
  consentAt: string;
  consentHow: string;
  /** the language of the member's messages, '' for Turkish */
  language: string;
}

/** POST /api/library/members, or PUT /api/library/members/:id (an empty PIN keeps the one stored). */
export async function saveLibraryMember({ id, fields }: { id: number | null; fields: LibraryMemberFields }): Promise<LibraryMember> {
  const path = id === null ? '/library/members' : `/library/members/${id}`;
  return libraryMemberSchema.parse(await api<unknown>(path, { method: id === null ? 'POST' : 'PUT', body: fields, formShowsErrors: true }));
}

export function useSaveLibraryMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveLibraryMember, onSuccess: () => qc.invalidateQueries({ queryKey: libraryKeys.all }) });
}
