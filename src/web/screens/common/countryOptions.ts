import { COUNTRY_CODES } from '../../../domain/countries';

/** The countries of GİB's list for a picker, named in the user's language by the browser and sorted by that name. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, locale));
}
