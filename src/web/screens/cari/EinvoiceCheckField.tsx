import { Button, FormGroup, Tag } from '@blueprintjs/core';
import type { z } from 'zod';
import { formatDateTime } from '../../../domain/format';
import type { einvoiceCheckSchema } from '../../../domain/schemas/accounts';
import { useEinvoiceCheck } from '../../api/einvoiceCheck';
import { useT } from '../../i18n/useT';

/**
 * On a saved account's card: whether the integrator last said the customer is a registered e-invoice user (with its
 * alias and when it was asked), and a button to ask again by the tax number saved on the card.
 */
export function EinvoiceCheckField({ accountId, last }: { accountId: number; last: z.infer<typeof einvoiceCheckSchema> | null | undefined }) {
  const t = useT();
  const check = useEinvoiceCheck(accountId);
  const answer = check.data ?? last ?? null;
  return (
    <FormGroup label={t('accounts.einvoiceCheck.label')} helperText={t('accounts.einvoiceCheck.help')} style={{ minWidth: 0 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <Tag
          minimal
          intent={answer === null ? 'none' : answer.registered ? 'success' : 'warning'}
          data-testid="einvoice-check-state"
          data-registered={answer === null ? '' : String(answer.registered)}
        >
          {answer === null
            ? t('accounts.einvoiceCheck.never')
            : answer.registered
              ? t('accounts.einvoiceCheck.registered')
              : t('accounts.einvoiceCheck.notRegistered')}
        </Tag>
        {answer?.alias && (
          <span dir="ltr" data-testid="einvoice-check-alias" style={{ overflowWrap: 'anywhere' }}>
            {answer.alias}
          </span>
        )}
        {answer && <span data-testid="einvoice-check-time">{t('accounts.einvoiceCheck.checkedAt', { time: formatDateTime(answer.checkedAt) })}</span>}
        <Button icon="search" text={t('accounts.einvoiceCheck.ask')} loading={check.isPending} onClick={() => check.mutate()} data-testid="einvoice-check" />
      </div>
    </FormGroup>
  );
}
