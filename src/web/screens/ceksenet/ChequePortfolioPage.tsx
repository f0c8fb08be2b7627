import { AnchorButton, Callout, Card, FormGroup, H3, H4, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { formatAmount, formatDate } from '../../../domain/format';
import type { PortfolioTotalView } from '../../../domain/schemas/cheques';
import { useChequePortfolio } from '../../api/fetchChequePortfolio';
import { useT } from '../../i18n/useT';
import { useHashSearch, usePath } from '../../routes/hashLocation';
import { useMayWrite } from '../common/useMayWrite';
import { ChequeTable } from './ChequeTable';
import { CHEQUE_PAGES, sideOfType, type ChequeSide } from './chequePages';

const STATUSES: Record<ChequeSide, readonly string[]> = { received: ['portfolio', 'atBank', 'bounced'], own: ['issued'] };

function Totals({ title, rows, testId, keyLabel }: { title: string; rows: readonly PortfolioTotalView[]; testId: string; keyLabel(key: string): string }) {
  const t = useT();
  return (
    <Card style={{ flex: '1 1 320px', minWidth: 0 }}>
      <H4>{title}</H4>
      {rows.length === 0 ? (
        <p className="bp6-text-muted">{t('cheques.portfolio.none')}</p>
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }} data-testid={testId}>
          <thead>
            <tr>
              <th />
              <th>{t('cheques.portfolio.side')}</th>
              <th style={{ textAlign: 'end' }}>{t('cheques.portfolio.count')}</th>
              <th style={{ textAlign: 'end' }}>{t('cheques.field.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.key}-${r.side}-${r.currency}`} data-testid={`${testId}-row`}>
                <td dir="auto">{keyLabel(r.key)}</td>
                <td>{t(`cheques.side.${r.side}`)}</td>
                <td style={{ textAlign: 'end' }}>{r.count}</td>
                <td dir="ltr" style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                  {formatAmount(r.total)} {r.currency}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}

/**
 * /ceksenet/list: the cheques and notes still open (received ones held or at the bank, bounced ones, our own issued
 * ones), what comes due this week and what is overdue first, the bounced ones apart (out of the figures), then the
 * totals per due month and per drawer's bank, then every open cheque by due date, filtered by side and status.
 */
export function ChequePortfolioPage({ path, titleKey }: { path: string; titleKey: string }) {
  const t = useT();
  const portfolio = useChequePortfolio();
  const [side, setSide] = useState<'' | ChequeSide>('');
  const [status, setStatus] = useState('');
  // `?due=coming` (the dashboard's card): only what comes due this week
  const [due, setDue] = useState<'' | 'coming'>('');
  const current = usePath();
  const hash = useHashSearch();
  useEffect(() => {
    if (current === path && hash) setDue(new URLSearchParams(hash).get('due') === 'coming' ? 'coming' : '');
  }, [current, hash, path]);
  const canWrite = useMayWrite('receivedCheque');
  if (portfolio.isPending) return <NonIdealState icon={<Spinner />} title={t('cheques.loading')} />;
  if (!portfolio.data) return <NonIdealState icon="error" title={t('cheques.loadFailed')} />;
  const p = portfolio.data;
  const coming = new Set(p.coming.map((c) => c.id));
  const shown = p.items.filter((c) => (!side || sideOfType(c.type) === side) && (!status || c.status === status) && (!due || coming.has(c.id)));
  const statuses = side ? STATUSES[side] : [...STATUSES.received, ...STATUSES.own];
  const month = (key: string) => (key ? `${key.slice(5, 7)}.${key.slice(0, 4)}` : '');
  return (
    <Card className="defter-page" data-testid="cheque-portfolio" data-route={path}>
      <H3>{t(titleKey)}</H3>
      {canWrite && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }} data-testid="cheque-new-links">
          {CHEQUE_PAGES.map((pg) => (
            <AnchorButton key={pg.segment} icon="plus" href={`#/ceksenet/${pg.segment}/yeni`} text={t(`route.${pg.key}New`)} />
          ))}
        </div>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <Callout intent="danger" icon="warning-sign" style={{ flex: '1 1 320px', minWidth: 0 }} data-testid="cheque-overdue">
          <H4>{t('cheques.portfolio.overdue', { n: p.overdue.length })}</H4>
          {p.overdue.length > 0 && <ChequeTable items={p.overdue} testId="overdue" />}
        </Callout>
        <Callout intent="warning" icon="time" style={{ flex: '1 1 320px', minWidth: 0 }} data-testid="cheque-coming">
          <H4>{t('cheques.portfolio.coming', { n: p.coming.length, until: formatDate(p.until) })}</H4>
          {p.coming.length > 0 && <ChequeTable items={p.coming} testId="coming" />}
        </Callout>
      </div>
      {p.bounced.length > 0 && (
        <Callout intent="danger" icon="disable" style={{ marginBottom: 12 }} data-testid="cheque-bounced">
          <H4>{t('cheques.portfolio.bounced', { n: p.bounced.length })}</H4>
          <p>{t('cheques.portfolio.bouncedHint')}</p>
          <ChequeTable items={p.bounced} testId="bounced" />
        </Callout>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <Totals title={t('cheques.portfolio.byMonth')} rows={p.byMonth} testId="by-month" keyLabel={month} />
        <Totals title={t('cheques.portfolio.byBank')} rows={p.byBank} testId="by-bank" keyLabel={(k) => k || t('cheques.portfolio.noBank')} />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        <FormGroup label={t('cheques.portfolio.side')} labelFor="cheque-side" style={{ margin: 0 }}>
          <HTMLSelect
            id="cheque-side"
            value={side}
            onChange={(e) => {
              setSide(e.target.value as '' | ChequeSide);
              setStatus('');
            }}
            options={[
              { value: '', label: t('cheques.portfolio.allSides') },
              ...(['received', 'own'] as const).map((s) => ({ value: s, label: t(`cheques.side.${s}`) })),
            ]}
          />
        </FormGroup>
        <FormGroup label={t('cheques.field.status')} labelFor="cheque-status" style={{ margin: 0 }}>
          <HTMLSelect
            id="cheque-status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[{ value: '', label: t('receiptTracking.allStatuses') }, ...statuses.map((s) => ({ value: s, label: t(`documentStatus.${s}`) }))]}
          />
        </FormGroup>
        <FormGroup label={t('cheques.field.dueDate')} labelFor="cheque-due" style={{ margin: 0 }}>
          <HTMLSelect
            id="cheque-due"
            value={due}
            onChange={(e) => setDue(e.target.value === 'coming' ? 'coming' : '')}
            options={[
              { value: '', label: t('cheques.portfolio.anyDue') },
              { value: 'coming', label: t('cheques.portfolio.coming', { n: p.coming.length, until: formatDate(p.until) }) },
            ]}
          />
        </FormGroup>
      </div>
      <H4 style={{ marginTop: 12 }}>{t('cheques.portfolio.open', { n: shown.length })}</H4>
      {shown.length === 0 ? <p className="bp6-text-muted">{t('cheques.portfolio.empty')}</p> : <ChequeTable items={shown} testId="portfolio" />}
    </Card>
  );
}
