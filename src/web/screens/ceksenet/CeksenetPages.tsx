import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { ChequeDocumentPage } from './ChequeDocumentPage';
import { ChequeEntryPage } from './ChequeEntryPage';
import { ChequeMovesPage } from './ChequeMovesPage';
import { ChequePortfolioPage } from './ChequePortfolioPage';
import { ChequeSlipPage } from './ChequeSlipPage';
import { chequePageOfPath } from './chequePages';

/** Route group "ceksenet": each page's screen as the cheque family's pages name it (machines/cheque/pages.ts). */
export default function CeksenetPages({ route }: PageProps) {
  const page = chequePageOfPath(route.path);
  const id = route.params?.id ? Number(route.params.id) : undefined;
  switch (route.screen) {
    case 'portfolio':
      return <ChequePortfolioPage path={route.path} titleKey={route.titleKey} />;
    case 'moves':
      return <ChequeMovesPage path={route.path} titleKey={route.titleKey} />;
    case 'document':
      if (id !== undefined) return <ChequeDocumentPage key={route.path} id={id} path={route.path} />;
      break;
    case 'entry':
      if (page) return <ChequeEntryPage key={route.path} page={page} path={route.path} />;
      break;
    case 'slip':
      if (page) return <ChequeSlipPage key={route.path} page={page} path={route.path} />;
      break;
  }
  return <PlaceholderPage route={route} />;
}
