import { Button, Card, H3, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { COMMISSION_PERIODS, type CommissionPeriod } from '../../../domain/commissions/periods';
import { formatAmount, formatDate, formatPercent } from '../../../domain/format';
import { COMMISSION_REPORT_COLUMNS, type CommissionReportLine } from '../../../domain/schemas/commissions';
import { downloadCommissionReport, useCommissionReport } from '../../api/commissions';
import { useGeneralSettings } from '../../api/areaSettings';
import { useT } from '../../i18n/useT';
import { DateField } from '../common/DateField';
import { formGridStyle, SelectField } from '../common/FormField';
import './commissionPrint.css';

type Column = (typeof COMMISSION_REPORT_COLUMNS)[number];

/** A line's cell: money as the locale writes it, the progress as a percent, the name as it is. */
function cell(line: CommissionReportLine, key: Column): string {
  if (key === 'name') return line.name;
  const value = line[key];
  if (value === null) return '';
  return key === 'progress' ? formatPercent(value, 2) : formatAmount(value);
}

/**
 * /komisyon/raporlar: each salesperson's sales, returns netted, commission, target progress and premium in a
 * month, quarter or year; printable and downloadable as CSV. A user who reads only their own line sees only it.
 */
export function CommissionReportPage({ path }: { path: string }) {
  const t = useT();
  const general = useGeneralSettings();
  const [period, setPeriod] = useState<CommissionPeriod>('month');
  const [date, setDate] = useState('');
  const report = useCommissionReport(period, date);
  const data = report.data;

  return (
    <Card className="defter-page commission-report-page" data-testid="commission-report" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>
          {t('route.commissionReport')}
          {data ? ` — ${formatDate(data.from)} – ${formatDate(data.to)}` : ''}
        </H3>
        <span className="commission-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button icon="print" text={t('commissions.print')} disabled={!data} onClick={() => window.print()} data-testid="commission-print" />
          <Button
            icon="download"
            text={t('commissions.csv')}
            onClick={() => void downloadCommissionReport(period, date, general.data?.csvSeparator ?? 'semicolon')}
            data-testid="commission-csv"
          />
        </span>
      </div>
      <div className="commission-no-print" style={formGridStyle}>
        <SelectField
          name="period"
          label={t('commissions.periodLabel')}
          value={period}
          onChange={(v) => setPeriod(v as CommissionPeriod)}
          options={COMMISSION_PERIODS.map((p) => ({ value: p, label: t(`commissions.period.${p}`) }))}
        />
        <DateField name="date" label={t('commissions.date')} value={date} onChange={setDate} />
      </div>
      {!data ? (
        report.isPending ? (
          <Spinner />
        ) : null
      ) : !data.items.length ? (
        <NonIdealState icon="percentage" title={t('commissions.empty')} />
      ) : (
        <div className="commission-report-scroll" style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped data-testid="commission-report-table" style={{ width: '100%' }}>
            <thead>
              <tr>
                {COMMISSION_REPORT_COLUMNS.map((k) => (
                  <th key={k}>{t(`commissions.column.${k}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((line) => (
                <tr key={line.salespersonId} data-testid="commission-line" data-name={line.name}>
                  {COMMISSION_REPORT_COLUMNS.map((k) => (
                    <td key={k} data-col={k} dir={k === 'name' ? undefined : 'ltr'}>
                      {cell(line, k)}
                      {k === 'progress' && line.met && (
                        <Tag minimal intent="success" style={{ marginInlineStart: 4 }}>
                          {t('commissions.met')}
                        </Tag>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="commission-totals">
                <th>{t('reports.totals')}</th>
                {COMMISSION_REPORT_COLUMNS.slice(1).map((k) => (
                  <th key={k} dir="ltr">
                    {k in data.totals ? formatAmount(data.totals[k as keyof typeof data.totals]) : ''}
                  </th>
                ))}
              </tr>
            </tfoot>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
