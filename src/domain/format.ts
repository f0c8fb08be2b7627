/**
 * Spec §9: dates are shown day-month-year in the tr-TR way (21.11.2026) in every language; a 10-digit
 * timestamp is seconds, a 13-digit one milliseconds.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number' || /^\d{10}$|^\d{13}$/.test(value)) {
    const n = Number(value);
    date = new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  } else date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
