import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { CopiesPage } from './CopiesPage';
import { LendPage } from './LendPage';
import { LibraryReceiptFormPage } from './LibraryReceiptFormPage';
import { LibraryReceiptListPage } from './LibraryReceiptListPage';
import { LoanListPage } from './LoanListPage';
import { MemberFormPage } from './MemberFormPage';
import { MemberListPage } from './MemberListPage';
import { ReturnPage } from './ReturnPage';
import { ReaderSettingsPage } from './ReaderSettingsPage';
import { RulesPage } from './RulesPage';
import './library.css';

/** Route group "kutuphane": its own lazily loaded chunk. */
export default function KutuphanePages({ route }: PageProps) {
  // the loan family's pages, named by its descriptor (machines/loan/pages.ts)
  if (route.screen === 'lend') return <LendPage key={route.path} path={route.path} />;
  if (route.screen === 'return') return <ReturnPage path={route.path} />;
  if (route.screen === 'loans') return <LoanListPage path={route.path} titleKey={route.titleKey} />;
  if (route.path === '/kutuphane/ayar') return <RulesPage path={route.path} />;
  if (route.path === '/okuyucu/ayarlar') return <ReaderSettingsPage />;
  if (route.path === '/kutuphane/list') return <MemberListPage path={route.path} />;
  if (route.path === '/kutuphane/yeni') return <MemberFormPage key={route.path} path={route.path} id={null} />;
  if (route.path === '/kutuphane/kopya') return <CopiesPage key={route.path} path={route.path} productId={null} />;
  if (route.pattern === '/kutuphane/kopya/{id}') return <CopiesPage key={route.path} path={route.path} productId={Number(route.params?.id)} />;
  if (route.path === '/kutuphane/fisler') return <LibraryReceiptListPage path={route.path} />;
  if (route.path === '/kutuphane/fisler/yeni') return <LibraryReceiptFormPage key={route.path} path={route.path} />;
  if (route.pattern === '/kutuphane/fisler/duzen/{id}') return <LibraryReceiptFormPage key={route.path} path={route.path} id={Number(route.params?.id)} />;
  if (route.pattern === '/kutuphane/duzen/{id}') return <MemberFormPage key={route.path} path={route.path} id={Number(route.params?.id)} />;
  return <PlaceholderPage route={route} />;
}
