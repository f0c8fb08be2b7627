import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { CashListPage } from './CashListPage';
import { CashStatementPage } from './CashStatementPage';
import { CashVoucherFormPage } from './CashVoucherFormPage';
import { IncomeExpenseMovesPage } from './IncomeExpenseMovesPage';
import { IncomeExpensePage } from './IncomeExpensePage';
import { cashVoucherTypeOfPath } from './cashVoucherKinds';

/**
 * Route group "kasa": its own lazily loaded chunk: the accounts, their statement, income and expense, and the cash
 * vouchers; the cash box and cash voucher families' lists by the `screen` their pages name (machines/<family>/pages.ts).
 */
export default function KasaPages({ route }: PageProps) {
  if (route.screen === 'boxes')
    return (
      <div data-route={route.path}>
        <CashListPage />
      </div>
    );
  if (route.path === '/kasa/islem') return <CashStatementPage path={route.path} />;
  if (route.path === '/kasa/gelirgider') return <IncomeExpensePage path={route.path} />;
  if (route.screen === 'incomeExpenseMoves') return <IncomeExpenseMovesPage path={route.path} />;
  const type = cashVoucherTypeOfPath(route.path);
  const id = route.params?.id ? Number(route.params.id) : undefined;
  if (type && route.path.endsWith('/yeni')) return <CashVoucherFormPage key={route.path} type={type} path={route.path} />;
  if (type && id !== undefined) return <CashVoucherFormPage key={route.path} type={type} id={id} path={route.path} />;
  return <PlaceholderPage route={route} />;
}
