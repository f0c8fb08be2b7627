import type { ReactNode } from 'react';
import { useCompany } from '../../api/fetchCompany';
import { useT } from '../../i18n/useT';

/**
 * The head of an 80 mm slip: the company as a receipt names it (title, address, tax office and number), the
 * words "information slip" (a receipt from a non-fiscal system is not a fiscal receipt), then the slip's own
 * rows (date, number, cashier, table).
 */
export function SlipHead({ prefix, children }: { prefix: 'pos' | 'tables'; children: ReactNode }) {
  const t = useT();
  const company = useCompany().data;
  const tax = [
    company?.taxOffice && `${t('pos.slip.taxOffice')}: ${company.taxOffice}`,
    company?.taxNumber && `${t('pos.slip.taxNumber')}: ${company.taxNumber}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="pos-slip-head" data-testid={`${prefix}-slip-head`}>
      {company?.logo && <img src={company.logo} alt="" style={{ maxHeight: 48, maxWidth: 160 }} />}
      <h3 data-testid={`${prefix}-slip-company`}>{company?.name ?? ''}</h3>
      {company?.title && company.title !== company.name && <p data-testid={`${prefix}-slip-title-name`}>{company.title}</p>}
      {company?.address && <p data-testid={`${prefix}-slip-address`}>{company.address}</p>}
      {tax && <p data-testid={`${prefix}-slip-tax`}>{tax}</p>}
      <p className="pos-slip-title" data-testid={`${prefix}-slip-title`}>
        {t('pos.slip.title')}
      </p>
      {children}
    </div>
  );
}
