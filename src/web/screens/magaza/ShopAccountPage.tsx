import { Callout, Card, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { formatDate } from '../../../domain/format';
import { useShopAccount, useShopInvoices, useShopMe, useShopStatement } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { lira, refusal } from './shopText';

function Figures() {
  const t = useT();
  const account = useShopAccount();
  if (account.isPending) return <Spinner size={24} />;
  if (account.isError) return <Callout intent="danger">{refusal(account.error)}</Callout>;
  const a = account.data;
  return (
    <Card className="shop-card">
      <H4>{a.name}</H4>
      <dl className="shop-facts" data-testid="shop-account-figures">
        <dt>{t('storefront.balance')}</dt>
        <dd data-testid="shop-balance">{lira(t, a.balance)}</dd>
        <dt>{t('storefront.openOrders')}</dt>
        <dd>{lira(t, a.openOrders)}</dd>
        <dt>{t('storefront.riskLimit')}</dt>
        <dd>{a.riskLimit === null ? t('storefront.noRiskLimit') : lira(t, a.riskLimit)}</dd>
        {a.riskLeft !== null && (
          <>
            <dt>{t('storefront.riskLeft')}</dt>
            <dd data-testid="shop-risk-left">{lira(t, a.riskLeft)}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}

function Statement() {
  const t = useT();
  const statement = useShopStatement();
  if (statement.isPending) return <Spinner size={24} />;
  if (statement.isError) return <Callout intent="danger">{refusal(statement.error)}</Callout>;
  const s = statement.data;
  return (
    <Card className="shop-card shop-scroll">
      <H4>{t('storefront.statement')}</H4>
      {s.rows.length === 0 ? (
        <p>{t('storefront.noMoves')}</p>
      ) : (
        <HTMLTable compact className="shop-table" data-testid="shop-statement">
          <thead>
            <tr>
              <th>{t('storefront.date')}</th>
              <th>{t('storefront.document')}</th>
              <th>{t('storefront.debit')}</th>
              <th>{t('storefront.credit')}</th>
              <th>{t('storefront.runningBalance')}</th>
            </tr>
          </thead>
          <tbody>
            {s.rows.map((r, i) => (
              <tr key={i}>
                <td>{formatDate(r.date)}</td>
                <td>{[r.documentType ? t(`documentTypes.${r.documentType}`) : null, r.documentNumber].filter(Boolean).join(' ')}</td>
                <td>{r.debit === '0.00' ? '' : lira(t, r.debit)}</td>
                <td>{r.credit === '0.00' ? '' : lira(t, r.credit)}</td>
                <td>{lira(t, r.balance)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}

function Invoices() {
  const t = useT();
  const invoices = useShopInvoices();
  if (invoices.isPending) return <Spinner size={24} />;
  if (invoices.isError) return <Callout intent="danger">{refusal(invoices.error)}</Callout>;
  return (
    <Card className="shop-card">
      <H4>{t('storefront.invoices')}</H4>
      {invoices.data.items.length === 0 ? (
        <NonIdealState icon="document" title={t('storefront.noInvoices')} />
      ) : (
        <ul className="shop-products" data-testid="shop-invoices">
          {invoices.data.items.map((i) => (
            <li key={i.id} className="shop-order-line">
              <span className="shop-product-name">{i.number}</span>
              <div className="shop-meta">
                <span>{formatDate(i.date)}</span>
                <strong>{lira(t, i.total)}</strong>
                {i.edocumentState && <Tag minimal>{i.edocumentNumber ?? i.edocumentState}</Tag>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /magaza/hesap (the dealer's view of its account, /b2b/modul/caristokview): balance, risk limit and what is left, and
 * the statement and invoices when the company shows them (/api/shop/me says).
 */
export function ShopAccountPage() {
  const me = useShopMe().data;
  return (
    <>
      <Figures />
      {me?.showStatement && <Statement />}
      {me?.showInvoices && <Invoices />}
    </>
  );
}
