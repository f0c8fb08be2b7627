import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { InstitutionListPage, InstitutionPage } from './InstitutionPages';

/** Route group "kurum": the institutions (schools and companies) library members belong to. */
export default function KurumPages({ route }: PageProps) {
  if (route.path === '/kurum/takip') return <InstitutionListPage path={route.path} />;
  if (route.pattern === '/kurum/takip/{id}') return <InstitutionPage key={route.path} path={route.path} accountId={Number(route.params?.id)} />;
  return <PlaceholderPage route={route} />;
}
