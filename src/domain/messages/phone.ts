/** A Turkish mobile number as SMS providers take it (5xxxxxxxxx), from how people write it; null when it is not one. */
export function mobileNumber(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^(90|0)(?=5\d{9}$)/, '');
  return /^5\d{9}$/.test(digits) ? digits : null;
}
