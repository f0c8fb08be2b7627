import type { Account } from '../../../domain/schemas/accounts';
import { optional as opt } from '../common/useMasterForm';

/** The fields of the account card (spec §3), as the form holds them: text, in the order they are shown. */
export const ACCOUNT_FORM_EMPTY = {
  name: '',
  kind: 'customer',
  code: '',
  personType: '',
  taxOffice: '',
  taxNumber: '',
  tradeRegistryNumber: '',
  mersisNumber: '',
  einvoiceAlias: '',
  currency: 'TRY',
  riskLimit: '',
  monthlyInterest: '',
  iban: '',
  phone: '',
  phone2: '',
  fax: '',
  email: '',
  country: 'TR',
  city: '',
  district: '',
  neighbourhood: '',
  street: '',
  buildingNo: '',
  apartmentNo: '',
  postalCode: '',
  birthDate: '',
  marriageDate: '',
  gender: '',
  authorizedIps: '',
  groupId: '',
  // KVKK consent to messages: '' not asked, 'true' or 'false'
  emailConsent: '',
  smsConsent: '',
  consentAt: '',
  consentHow: '',
  messageLanguage: '',
};
export type AccountFormValues = typeof ACCOUNT_FORM_EMPTY;
export type AccountField = keyof AccountFormValues;

/** Amounts are shown with the Turkish decimal comma; the server reads both. */
const DECIMAL_FIELDS: readonly AccountField[] = ['riskLimit', 'monthlyInterest'];

/** A stored card as form values; a copy starts without the code (a new one is generated or typed). */
export function formValuesOf(account: Account, copy: boolean): AccountFormValues {
  const a = account as Record<string, unknown>;
  const out = { ...ACCOUNT_FORM_EMPTY };
  for (const key of Object.keys(out) as AccountField[]) {
    const v = a[key];
    if (typeof v === 'boolean') out[key] = String(v);
    else if (typeof v === 'string' || typeof v === 'number') out[key] = DECIMAL_FIELDS.includes(key) ? String(v).replace('.', ',') : String(v);
  }
  if (copy) out.code = '';
  return out;
}

const FLAG_FIELDS: readonly AccountField[] = ['emailConsent', 'smsConsent'];

/** The body of POST or PUT /api/accounts: every filled field; empty ones are left out (PUT clears them). */
export function accountBody(values: AccountFormValues): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    const v = opt(value);
    if (v !== undefined) body[key] = FLAG_FIELDS.includes(key as AccountField) ? v === 'true' : v;
  }
  return body;
}
