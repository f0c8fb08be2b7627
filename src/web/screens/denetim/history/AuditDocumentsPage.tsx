import { Card, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FAMILIES } from '../../../../../machines/index';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../../domain/date-range';
import { formatDate } from '../../../../domain/format';
import { useDocuments } from '../../../api/fetchDocuments';
import { routePath } from '../../../routes/routeTable';
import { DateRangeFields } from '../../common/DateRangeFields';
import { ListPager } from '../../common/ListPager';
import { PAGE_SIZE, useDebounced } from '../../common/listHelpers';
import { useHistoryLabels } from './historyLabels';

const TYPES = FAMILIES.flatMap((f) => f.types);
const STATUSES = [...new Set(FAMILIES.flatMap((f) => Object.keys(f.rank).filter((s) => s !== f.creationState)))];

/** /denetim/belgeler: every document, filtered by type, status, number and date; each opens its history. */
export function AuditDocumentsPage({ path }: { path: string }) {
  const L = useHistoryLabels();
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [input, setInput] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebounced(input.trim(), 300);
  const datesWrong = !dateRangeInOrder(from, to);
  useEffect(() => setPage(0), [type, status, q, from, to]);
  const { data, isPending } = useDocuments(
    {
      type: type || undefined,
      status: status || undefined,
      q: q || undefined,
      from: from || undefined,
      to: to || undefined,
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
    },
    { enabled: !datesWrong },
  );
  const items = datesWrong ? [] : (data?.items ?? []);

  return (
    <Card className="defter-page" data-testid="audit-documents" data-route={path} style={{ minWidth: 0 }}>
      <H3>{L.t('route.auditDocuments')}</H3>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', marginBottom: 8 }}>
        <FormGroup label={L.t('history.list.number')} labelFor="audit-search" style={{ flex: '2 1 200px', margin: 0 }}>
          <InputGroup id="audit-search" name="search" type="search" leftIcon="search" value={input} onChange={(e) => setInput(e.target.value)} />
        </FormGroup>
        <FormGroup label={L.t('history.list.type')} labelFor="audit-type" style={{ flex: '1 1 180px', margin: 0 }}>
          <HTMLSelect id="audit-type" name="type" fill value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{L.t('history.list.allTypes')}</option>
            {TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {L.type(ty)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={L.t('history.list.status')} labelFor="audit-status" style={{ flex: '1 1 150px', margin: 0 }}>
          <HTMLSelect id="audit-status" name="status" fill value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{L.t('history.list.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {L.status(s)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <DateRangeFields idPrefix="audit" from={from} to={to} onFrom={setFrom} onTo={setTo} error={datesWrong ? L.t(DATE_ORDER_MESSAGE) : undefined} />
      </div>
      {isPending && !datesWrong ? (
        <Spinner size={32} />
      ) : items.length === 0 ? (
        <NonIdealState icon="document" title={L.t('history.list.empty')} />
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="audit-documents-table">
            <thead>
              <tr>
                <th style={{ textAlign: 'start' }}>{L.t('history.list.number')}</th>
                <th style={{ textAlign: 'start' }}>{L.t('history.list.type')}</th>
                <th style={{ textAlign: 'start' }}>{L.t('history.list.date')}</th>
                <th style={{ textAlign: 'start' }}>{L.t('history.list.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((doc) => (
                <tr key={doc.id} data-id={String(doc.id)} data-number={doc.number}>
                  <td>
                    <a href={`#${routePath('/denetim/belge/{id}', { id: doc.id })}`} dir="ltr" data-testid="history-link">
                      {doc.number}
                    </a>
                  </td>
                  <td>{L.type(doc.type)}</td>
                  <td>
                    <span dir="ltr">{formatDate(doc.date ?? null)}</span>
                  </td>
                  <td>
                    <Tag minimal>{L.status(doc.status)}</Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <ListPager page={page} pageSize={PAGE_SIZE} total={datesWrong ? 0 : (data?.total ?? 0)} onPage={setPage} />
    </Card>
  );
}
