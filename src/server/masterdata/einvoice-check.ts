import type { z } from 'zod';
import type { einvoiceCheckSchema } from '../../domain/schemas/accounts';

/** What the integrator last said of the account (edocuments/buyer-check.ts asks it), as the account's columns keep it. */
export type EinvoiceCheck = z.input<typeof einvoiceCheckSchema>;

export const einvoiceCheckJson = (r: { einvoice_registered: boolean | null; einvoice_alias: string | null; einvoice_checked_at: Date | string | null }) =>
  r.einvoice_registered === null || r.einvoice_checked_at === null
    ? null
    : ({
        registered: r.einvoice_registered,
        alias: r.einvoice_alias,
        checkedAt: new Date(r.einvoice_checked_at).toISOString(),
      } satisfies EinvoiceCheck);
