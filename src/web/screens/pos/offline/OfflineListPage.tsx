import { Button, Callout, Card, H3, HTMLTable, InputGroup, ProgressBar, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { currentLang } from '../../../i18n/lang';
import { useT } from '../../../i18n/useT';
import type { ListKind, OfflineDb } from '../../../offline/offlineDb';
import { useListRefresh, useOfflineDb, useOnline } from '../../../offline/useOffline';
import { useDebounced } from '../../common/listHelpers';
import { DeviceQuestion } from './DeviceQuestion';

export interface LocalColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

interface Props<T> {
  kind: ListKind;
  title: string;
  testId: string;
  columns: LocalColumn<T>[];
  search: (db: OfflineDb, text: string, limit: number) => Promise<T[]>;
  count: (db: OfflineDb) => Promise<number>;
  rowKey: (row: T) => number;
}

const SHOWN = 100;

/** A list kept in the browser: search, count, last refresh and a refresh that shows x / total. */
export function OfflineListPage<T>({ kind, title, testId, columns, search, count, rowKey }: Props<T>) {
  const t = useT();
  const db = useOfflineDb();
  const online = useOnline();
  const list = useListRefresh(db, kind);
  const [text, setText] = useState('');
  const q = useDebounced(text, 150);
  const [rows, setRows] = useState<T[] | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const refreshedAt = list.meta?.refreshedAt;
  useEffect(() => {
    if (!db) return;
    let live = true;
    void Promise.all([search(db, q, SHOWN), count(db)]).then(([r, n]) => {
      if (!live) return;
      setRows(r);
      setTotal(n);
    });
    return () => {
      live = false;
    };
  }, [db, q, search, count, refreshedAt]);
  return (
    <Card className="offline-list" data-testid={testId} data-count={total ?? ''}>
      <div className="offline-head">
        <H3>{title}</H3>
        <Button icon="refresh" data-testid="offline-refresh" disabled={!online || !db || !!list.progress} onClick={() => void list.refresh()}>
          {t('offline.refresh')}
        </Button>
      </div>
      <p className="offline-facts">
        <span data-testid="offline-count">{t('offline.count', { n: total ?? 0 })}</span>
        {' · '}
        <span data-testid="offline-refreshed">
          {refreshedAt ? t('offline.refreshedAt', { at: new Date(refreshedAt).toLocaleString(currentLang()) }) : t('offline.neverRefreshed')}
        </span>
      </p>
      {list.progress && (
        <div data-testid="offline-progress">
          {t('offline.downloading', { done: list.progress.done, total: list.progress.total })}
          <ProgressBar value={list.progress.total ? list.progress.done / list.progress.total : undefined} animate={false} />
        </div>
      )}
      <DeviceQuestion list={list} />
      {list.failed && (
        <Callout intent="danger" data-testid="offline-refresh-failed">
          {t('offline.refreshFailed')}
        </Callout>
      )}
      <InputGroup
        leftIcon="search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('offline.searchPlaceholder')}
        aria-label={t('offline.search')}
        data-testid="offline-search"
      />
      {rows === null ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p data-testid="offline-empty">{t('offline.empty')}</p>
      ) : (
        <div className="offline-scroll">
          <HTMLTable compact striped data-testid="offline-rows">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} style={c.numeric ? { textAlign: 'end' } : undefined}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={rowKey(r)} data-id={rowKey(r)}>
                  {columns.map((c) => (
                    <td key={c.key} style={c.numeric ? { textAlign: 'end' } : undefined}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {total !== null && total > rows.length && <p className="offline-more">{t('offline.shownOf', { shown: rows.length, total })}</p>}
        </div>
      )}
    </Card>
  );
}
