import type { LedgerDifference } from '../../domain/schemas/audit';
import { translate, type Lang } from '../http/i18n';

/** One ledger difference in words: the ledger, the document, what the total is of, the field, expected and found. */
export function describeDifference(lang: Lang, d: LedgerDifference): string {
  const values = {
    ...d,
    productId: d.productId ?? '',
    warehouseId: d.warehouseId ?? '',
    locationId: d.locationId ?? '',
    accountId: d.accountId ?? '',
    currency: d.currency ?? '',
    cashBoxId: d.cashBoxId ?? '',
  };
  return translate(lang, 'audit.ledgers.difference', {
    ledger: translate(lang, `audit.ledgers.names.${d.ledger}`),
    number: d.number,
    subject: translate(lang, `audit.ledgers.subject.${d.locationId === undefined ? d.ledger : 'stockLocation'}`, values),
    field: translate(lang, `audit.ledgers.fields.${d.field}`),
    expected: d.expected,
    found: d.found,
  });
}
