import { AnchorButton, Button, Card, H3, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { formatMoney } from '../../../domain/format';
import { GRADES } from '../../../domain/secondhand/price';
import { useSecondhandCopies, type SecondhandCopyQuery } from '../../api/fetchSecondhandCopies';
import { useT } from '../../i18n/useT';
import { useDebounced, useMayOpen, useSearchHotkey } from '../common/listHelpers';
import { useLabelPrint } from './printLabel';

const STATUSES: SecondhandCopyQuery['status'][] = ['available', 'sold', 'all'];

/** /sahaf/list: the second-hand copies by title, barcode or ISBN, grade and status; each one's label prints. */
export function SecondhandCopiesPage({ path }: { path: string }) {
  const t = useT();
  const search = useRef<HTMLInputElement>(null);
  useSearchHotkey(search);
  const [filter, setFilter] = useState<SecondhandCopyQuery>({ status: 'available', q: '', grade: '' });
  const query = { ...filter, q: useDebounced(filter.q) };
  const copies = useSecondhandCopies(query);
  const mayAdd = useMayOpen('/sahaf/yeni');
  const label = useLabelPrint();
  return (
    <Card className="defter-page" data-testid="secondhand-copies" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: 1 }}>{t('route.secondhandCopies')}</H3>
        <InputGroup
          inputRef={search}
          type="search"
          leftIcon="search"
          placeholder={t('secondhand.search')}
          aria-label={t('secondhand.search')}
          value={filter.q}
          onChange={(e) => setFilter((f) => ({ ...f, q: e.target.value }))}
          data-testid="copies-search"
        />
        <HTMLSelect
          aria-label={t('secondhand.grade')}
          value={filter.grade}
          onChange={(e) => setFilter((f) => ({ ...f, grade: e.target.value as SecondhandCopyQuery['grade'] }))}
          options={[{ value: '', label: t('secondhand.allGrades') }, ...GRADES.map((g) => ({ value: g, label: t(`secondhand.grades.${g}`) }))]}
          data-testid="copies-grade"
        />
        <HTMLSelect
          aria-label={t('secondhand.status')}
          value={filter.status}
          onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as SecondhandCopyQuery['status'] }))}
          options={STATUSES.map((s) => ({ value: s, label: t(`secondhand.statuses.${s}`) }))}
          data-testid="copies-status"
        />
        {mayAdd && <AnchorButton href="#/sahaf/yeni" intent="primary" icon="add" text={t('secondhand.newCopy')} data-testid="copy-new" />}
      </div>
      {!copies.data ? (
        <Spinner size={32} />
      ) : copies.data.length === 0 ? (
        <p data-testid="copies-empty">{t('secondhand.empty')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('secondhand.barcode')}</th>
                <th>{t('secondhand.title')}</th>
                <th>{t('secondhand.grade')}</th>
                <th>{t('secondhand.notes')}</th>
                <th style={{ textAlign: 'end' }}>{t('secondhand.price')}</th>
                <th style={{ textAlign: 'end' }}>{t('secondhand.newPrice')}</th>
                <th>{t('secondhand.status')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {copies.data.map((c) => (
                <tr key={c.id} data-testid="copy-row" data-copy={c.id} data-barcode={c.barcode}>
                  <td dir="ltr">{c.barcode}</td>
                  <td>{c.productName}</td>
                  <td>{t(`secondhand.grades.${c.grade}`)}</td>
                  <td>{c.notes}</td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    {formatMoney(c.price)}
                  </td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    {formatMoney(c.newPrice)}
                  </td>
                  <td data-testid="copy-status">
                    {c.soldDocumentId ? (
                      <Tag minimal intent="success">
                        <a href={`#/denetim/belge/${c.soldDocumentId}`}>{t('secondhand.statuses.sold')}</a>
                      </Tag>
                    ) : (
                      <Tag minimal intent={c.listed ? 'primary' : 'none'}>
                        {t(c.listed ? 'secondhand.listedTag' : 'secondhand.notListedTag')}
                      </Tag>
                    )}
                  </td>
                  <td>
                    <Button
                      small
                      minimal
                      icon="print"
                      aria-label={t('secondhand.printLabel')}
                      title={t('secondhand.printLabel')}
                      onClick={() => label.print(c)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {label.area}
    </Card>
  );
}
