import { AnchorButton, Callout, Card, H3, H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { receivedChequeDescriptor } from '../../../../machines/cheque/descriptor';
import { formatAmount, formatDate } from '../../../domain/format';
import type { PortfolioTotalView } from '../../../domain/schemas/cheques';
import { useChequePortfolio } from '../../api/fetchChequePortfolio';
import { useT } from '../../i18n/useT';
import { ListFilters, useListFilters } from '../common/ListFilters';
import { useMayWrite } from '../common/useMayWrite';
import { ChequeTable } from './ChequeTable';
import { CHEQUE_PAGES } from './chequePages';

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
 * totals per due month and per drawer's bank, then the open cheques by due date that the cheque descriptor's filters
 * leave (side, status, account, due days, a word; the dashboard's card gives this week's due days).
 */
export function ChequePortfolioPage({ path, titleKey }: { path: string; titleKey: string }) {
  const t = useT();
  const filters = useListFilters(receivedChequeDescriptor.filters, path);
  const portfolio = useChequePortfolio(filters.params);
  const canWrite = useMayWrite('receivedCheque');
  if (portfolio.isPending) return <NonIdealState icon={<Spinner />} title={t('cheques.loading')} />;
  if (!portfolio.data) return <NonIdealState icon="error" title={t('cheques.loadFailed')} />;
  const p = portfolio.data;
  const shown = p.items;
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
      <ListFilters
        filters={receivedChequeDescriptor.filters}
        values={filters.values}
        onChange={filters.setValues}
        idPrefix="cheque"
        dateError={filters.dateError}
      />
      <H4 style={{ marginTop: 12 }}>{t('cheques.portfolio.open', { n: shown.length })}</H4>
      {shown.length === 0 ? <p className="bp6-text-muted">{t('cheques.portfolio.empty')}</p> : <ChequeTable items={shown} testId="portfolio" />}
    </Card>
  );
}
