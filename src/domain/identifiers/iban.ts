/** IBAN as people type it ("tr33 0006 1005 …") in its stored form: no spaces, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s\u00a0]/g, '').toUpperCase();
}

/** ISO 13616 remainder: the first four characters moved to the end, letters as 10…35, mod 97, chunked. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch; // 'A' → 10
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** The two check digits for a country code and BBAN ("TR", "0006100519786457841326" → "33"). */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(`${country.toUpperCase()}00${bban.toUpperCase()}`);
  return String(check).padStart(2, '0');
}

/** Any country's IBAN in compact form: country, check digits, alphanumeric BBAN, mod 97 = 1. */
export function isValidIban(value: string): boolean {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value) && mod97(value) === 1;
}

/** A Turkish IBAN: TR, 2 check digits and a 22-digit BBAN (26 characters), mod 97 = 1. Input may have spaces and lower case. */
export function isValidTrIban(value: string): boolean {
  const iban = normalizeIban(value);
  return /^TR\d{24}$/.test(iban) && mod97(iban) === 1;
}
