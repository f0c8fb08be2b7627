import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useOpenTables } from '../../../api/fetchOpenTables';
import { useT } from '../../../i18n/useT';
import { navigate } from '../../../routes/hashLocation';
import { routePath } from '../../../routes/routeTable';
import { minutesOpen } from './minutesOpen';
import { formatDecimal } from '../../../../domain/format';

/** /fis/posmasa: the open tables as a grid; N opens a new one, Tab and Enter open a table. */
export function TableList({ active }: { active: boolean }) {
  const t = useT();
  const tables = useOpenTables();
  const refetch = tables.refetch;
  // the minutes a table has been open move on while the list is shown
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [active]);

  useEffect(() => {
    if (!active) return;
    void refetch();
    const onKey = (e: KeyboardEvent) => {
      const typing = (e.target as HTMLElement | null)?.closest('input, textarea, select');
      if (!typing && (e.key === 'n' || e.key === 'N') && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        navigate('/fis/posmasa/yeni');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, refetch]);

  return (
    <div data-testid="tables-list">
      <div className="tables-head">
        <h3>{t('route.tables')}</h3>
        <span className="tables-keys">
          <span className="bp6-tag bp6-minimal">
            <kbd>N</kbd> {t('tables.key.N')}
          </span>
        </span>
        <Button intent="primary" icon="add" data-testid="tables-new" onClick={() => navigate('/fis/posmasa/yeni')}>
          {t('tables.newTable')}
        </Button>
      </div>
      {tables.isPending && <Spinner />}
      {tables.isError && <Callout intent="danger">{t('tables.failed')}</Callout>}
      {tables.data && tables.data.length === 0 && <NonIdealState icon="th" description={t('tables.empty')} />}
      <div className="tables-grid" role="list">
        {tables.data?.map((table) => (
          <Card
            key={table.id}
            role="listitem"
            interactive
            tabIndex={0}
            className="tables-card"
            data-testid="tables-card"
            data-table-name={table.tableName}
            aria-label={table.tableName}
            onClick={() => navigate(routePath('/fis/posmasa/duzen/{id}', { id: table.id }))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                navigate(routePath('/fis/posmasa/duzen/{id}', { id: table.id }));
              }
            }}
          >
            <h4>{table.tableName}</h4>
            <span className="tables-total" data-testid="tables-card-total">
              {formatDecimal(table.grandTotal, 2)}
            </span>
            <span>{t('tables.lineCount', { n: table.lineCount })}</span>
            <span>{t('tables.openFor', { minutes: minutesOpen(table.openedAt, now) })}</span>
            <span className="bp6-text-muted">{t('tables.openedBy', { name: table.openedBy })}</span>
          </Card>
        ))}
      </div>
    </div>
  );
}
