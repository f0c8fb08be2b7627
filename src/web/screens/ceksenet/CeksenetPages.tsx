import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { ChequeDocumentPage } from './ChequeDocumentPage';
import { ChequeEntryPage } from './ChequeEntryPage';
import { ChequeMovesPage } from './ChequeMovesPage';
import { ChequePortfolioPage } from './ChequePortfolioPage';
import { ChequeSlipPage } from './ChequeSlipPage';
import { chequePageOfPath } from './chequePages';

/** Route group "ceksenet": the portfolio, the movements, the slip pages and each cheque's own page. */
export default function CeksenetPages({ route }: PageProps) {
  if (route.path === '/ceksenet/list') return <ChequePortfolioPage path={route.path} />;
  if (route.path === '/ceksenet/islem') return <ChequeMovesPage path={route.path} />;
  const page = chequePageOfPath(route.path);
  const id = route.params?.id ? Number(route.params.id) : undefined;
  if (page && id !== undefined) return <ChequeDocumentPage key={route.path} id={id} path={route.path} />;
  if (page && route.path.endsWith('/yeni')) {
    if (page.kind === 'receive' || page.kind === 'issue') return <ChequeEntryPage key={route.path} page={page} path={route.path} />;
    return <ChequeSlipPage key={route.path} page={page} path={route.path} />;
  }
  return <PlaceholderPage route={route} />;
}
