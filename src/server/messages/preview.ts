import type { MessageEvent, PlaceholderValues } from '../../domain/messages/events';
import type { Queryable } from '../db/database';
import { companyNameOf } from './recipients';
import { newestB2bOrderValues } from './sources/b2b-order';
import { newestTrackingValues } from './sources/cargo-tracking';
import { newestHoldValues } from './sources/hold-ready';
import { newestInvoiceValues } from './sources/invoice';
import { newestLoanValues } from './sources/overdue';
import { newestStatementValues } from './sources/statement';

/**
 * The values a template's preview is rendered with: the company's newest data the event would use (its newest
 * shipment with a tracking number, its newest account with a move); only the company's name when it has none yet.
 * `source` names what was used.
 */
export async function previewOf(q: Queryable, companyId: number, event: MessageEvent): Promise<{ values: PlaceholderValues; source: string | null }> {
  const found =
    event === 'cargoTracking'
      ? await newestTrackingValues(q, companyId)
      : event === 'statement'
        ? await newestStatementValues(q, companyId)
        : event === 'b2bOrder'
          ? await newestB2bOrderValues(q, companyId)
          : event === 'invoice'
            ? await newestInvoiceValues(q, companyId)
            : event === 'holdReady'
              ? await newestHoldValues(q, companyId)
              : event === 'overdueNotice'
                ? await newestLoanValues(q, companyId)
                : null;
  return found ?? { values: { 'company.name': await companyNameOf(q, companyId) }, source: null };
}
