import { Button, ButtonGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';

/** Under a paged list: how many there are, which of them are shown, and the previous and next page buttons. */
export function ListPager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const t = useT();
  const rtl = useIntl().locale.startsWith('ar');
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 12 }}>
      <span data-testid="list-total">{t('receiptTracking.total', { n: total })}</span>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {total > 0 && <span>{t('receiptTracking.range', { from: first, to: last, total })}</span>}
        <ButtonGroup>
          <Button
            icon={rtl ? 'chevron-right' : 'chevron-left'}
            aria-label={t('receiptTracking.prev')}
            title={t('receiptTracking.prev')}
            disabled={page === 0}
            onClick={() => onPage(page - 1)}
            data-testid="prev-page"
          />
          <Button
            icon={rtl ? 'chevron-left' : 'chevron-right'}
            aria-label={t('receiptTracking.next')}
            title={t('receiptTracking.next')}
            disabled={last >= total}
            onClick={() => onPage(page + 1)}
            data-testid="next-page"
          />
        </ButtonGroup>
      </span>
    </div>
  );
}
