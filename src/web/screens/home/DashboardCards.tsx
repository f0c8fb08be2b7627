import { Card, H5, HTMLTable, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { COMING_DAYS, OPEN_CHEQUE_STATUSES, addDays, isBounced } from '../../../domain/cheques/portfolio';
import { DASHBOARD_CARDS, dashboardPeriods, type DashboardCard } from '../../../domain/dashboard';
import { formatAmount, formatDate, formatQuantity } from '../../../domain/format';
import { Dec } from '../../../domain/money/decimal';
import { useDashboard, type Dashboard } from '../../api/fetchDashboard';
import { useT } from '../../i18n/useT';

type T = ReturnType<typeof useT>;

/** A card titled by its locale key, its title a link to its page (with the filter that gives its figures). */
function LinkedCard({ card, title, query = '', children }: { card: DashboardCard; title: string; query?: string; children: ReactNode }) {
  return (
    <Card data-testid={`dashboard-${card}`}>
      <H5>
        <a href={`#${DASHBOARD_CARDS[card]}${query}`} data-testid={`dashboard-${card}-link`}>
          {title}
        </a>
      </H5>
      {children}
    </Card>
  );
}

const money = (v: string) => <span dir="ltr">{formatAmount(v)}</span>;

/** A period's sales against the one before, with the change in per cent when there was something before. */
function Period({ label, figures, testId, t }: { label: string; figures: { current: string; previous: string }; testId: string; t: T }) {
  const previous = new Dec(figures.previous);
  const change = previous.isZero() ? null : new Dec(figures.current).minus(previous).dividedBy(previous.abs()).times(100).toDecimalPlaces(0).toNumber();
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }} data-testid={testId} data-value={figures.current}>
      <span>{label}</span>
      <strong>{money(figures.current)}</strong>
      <small>
        {t('dashboard.before', { amount: formatAmount(figures.previous) })}{' '}
        {change !== null && (
          <Tag minimal intent={change >= 0 ? 'success' : 'danger'}>
            <span dir="ltr">{`${change >= 0 ? '+' : ''}${change}%`}</span>
          </Tag>
        )}
      </small>
    </div>
  );
}

function SalesCard({ d, t }: { d: NonNullable<Dashboard['sales']>; t: T }) {
  return (
    <>
      <Period label={t('dashboard.today')} figures={d.today} testId="dashboard-sales-today" t={t} />
      <Period label={t('dashboard.week')} figures={d.week} testId="dashboard-sales-week" t={t} />
      <Period label={t('dashboard.month')} figures={d.month} testId="dashboard-sales-month" t={t} />
      <SalesChart days={d.days} t={t} />
    </>
  );
}

/**
 * The last days' net sales as bars, its axes named in the user's language (the day, the amount in ₺). The drawing is
 * for the eye; a screen reader reads the same figures from a table under the same caption and headings.
 */
function SalesChart({ days, t }: { days: NonNullable<Dashboard['sales']>['days']; t: T }) {
  const data = days.map((x) => ({ day: formatDate(x.date).slice(0, 5), net: Number(x.net), label: formatAmount(x.net) }));
  const dayAxis = t('dashboard.chartDay');
  const amountAxis = t('dashboard.chartAmount');
  return (
    <figure style={{ margin: '8px 0 0' }} data-testid="dashboard-sales-chart">
      <figcaption className="defter-sr-only">{t('dashboard.chart')}</figcaption>
      <div style={{ width: '100%', height: 150 }} dir="ltr" aria-hidden="true">
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 16, left: 4 }} accessibilityLayer={false}>
            <XAxis dataKey="day" tick={{ fontSize: 10 }} label={{ value: dayAxis, position: 'insideBottom', offset: -10, fontSize: 11 }} />
            <YAxis
              tickFormatter={(v: number) => formatAmount(String(v))}
              tick={{ fontSize: 10 }}
              width={64}
              label={{ value: amountAxis, angle: -90, position: 'insideLeft', fontSize: 11, style: { textAnchor: 'middle' } }}
            />
            <Tooltip formatter={(_v, _n, item) => (item.payload as { label: string }).label} />
            <Bar dataKey="net" fill="#238551" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="defter-sr-only" data-testid="dashboard-sales-chart-table">
        <caption>{t('dashboard.chart')}</caption>
        <thead>
          <tr>
            <th scope="col">{dayAxis}</th>
            <th scope="col">{amountAxis}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((x) => (
            <tr key={x.date}>
              <th scope="row">{formatDate(x.date)}</th>
              <td dir="ltr">{formatAmount(x.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The home page's figures: only the cards the API answered for (those the user's roles may open the page of). */
/** The cheque list's filters (its descriptor's) for what the card counts: the good portfolio due from today to `until`. */
const chequesComingQuery = (until: string) =>
  `?${new URLSearchParams({ dueFrom: addDays(until, 1 - COMING_DAYS), dueTo: until, status: OPEN_CHEQUE_STATUSES.filter((s) => !isBounced({ status: s })).join(',') })}`;

export function DashboardCards() {
  const t = useT();
  const { data: d } = useDashboard();
  if (!d) return null;
  const p = dashboardPeriods(d.today);
  const month = `?from=${p.month.from}&to=${d.today}`;
  return (
    <div className="defter-dashboard-grid" data-testid="dashboard-cards" style={{ marginBottom: 12 }}>
      {d.sales && (
        <LinkedCard card="sales" title={t('dashboard.sales')} query={month}>
          <SalesCard d={d.sales} t={t} />
        </LinkedCard>
      )}
      {d.cash && (
        <LinkedCard card="cash" title={t('dashboard.cash')}>
          <HTMLTable compact style={{ width: '100%' }}>
            <tbody>
              {d.cash.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td style={{ textAlign: 'end' }} data-testid={`dashboard-cash-${c.id}`}>
                    {money(c.balance)} {c.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </LinkedCard>
      )}
      {d.balances && (
        <LinkedCard card="balances" title={t('dashboard.balances')}>
          <p data-testid="dashboard-receivables" data-value={d.balances.receivables}>
            {t('dashboard.receivables', { n: d.balances.debtors })}: <strong>{money(d.balances.receivables)}</strong>
          </p>
          <p data-testid="dashboard-payables" data-value={d.balances.payables}>
            {t('dashboard.payables', { n: d.balances.creditors })}: <strong>{money(d.balances.payables)}</strong>
          </p>
        </LinkedCard>
      )}
      {d.topProducts && (
        <LinkedCard card="topProducts" title={t('dashboard.topProducts')} query={month}>
          {d.topProducts.length === 0 ? (
            <p>{t('dashboard.none')}</p>
          ) : (
            <ol style={{ margin: 0, paddingInlineStart: 18 }}>
              {d.topProducts.map((r) => (
                <li key={r.productId} data-testid={`dashboard-top-${r.productId}`}>
                  {r.name} — <span dir="ltr">{formatQuantity(r.quantity)}</span> · {money(r.revenue)}
                </li>
              ))}
            </ol>
          )}
        </LinkedCard>
      )}
      {d.criticalStock && (
        <LinkedCard card="criticalStock" query="?only=critical" title={t('dashboard.criticalStock', { n: d.criticalStock.count })}>
          {d.criticalStock.count === 0 ? (
            <p>{t('dashboard.none')}</p>
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {d.criticalStock.items.map((r) => (
                <li key={r.productId} data-testid={`dashboard-critical-${r.productId}`}>
                  {r.name}: <span dir="ltr">{formatQuantity(r.quantity)}</span> / <span dir="ltr">{formatQuantity(r.criticalStock)}</span>
                </li>
              ))}
            </ul>
          )}
        </LinkedCard>
      )}
      {d.waybills && (
        <LinkedCard card="waybills" query="?type=salesWaybill&invoiced=false" title={t('dashboard.waybills')}>
          <p data-testid="dashboard-waybills-waiting">{t('dashboard.waybillsWaiting', { n: d.waybills.waiting })}</p>
          {d.waybills.late > 0 && (
            <Tag intent="danger" icon="warning-sign">
              {t('dashboard.waybillsLate', { n: d.waybills.late })}
            </Tag>
          )}
        </LinkedCard>
      )}
      {d.orders && (
        <LinkedCard card="orders" title={t('dashboard.orders')}>
          <p data-testid="dashboard-orders-count">{t('dashboard.ordersNeverSupplied', { n: d.orders.neverSupplied })}</p>
        </LinkedCard>
      )}
      {d.cheques && d.cheques.count > 0 && (
        <LinkedCard card="cheques" query={chequesComingQuery(d.cheques.until)} title={t('dashboard.cheques', { date: formatDate(d.cheques.until) })}>
          <p data-testid="dashboard-cheques-count">{t('dashboard.chequesCount', { n: d.cheques.count })}</p>
          {d.cheques.totals.map((x) => (
            <div key={x.currency} data-testid={`dashboard-cheques-${x.currency}`}>
              {money(x.total)} {x.currency}
            </div>
          ))}
        </LinkedCard>
      )}
    </div>
  );
}
