import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { IncomingPage } from './IncomingPage';
import { OutgoingPage } from './OutgoingPage';
import { SendPage } from './SendPage';

/** Route group "efatura": sending e-documents through the integrator (the sandbox when none is configured). */
export default function EfaturaPages({ route }: PageProps) {
  if (route.path === '/modul/uyumsoftefatura/gonder') return <SendPage path={route.path} />;
  if (route.path === '/modul/uyumsoftefatura/giden') return <OutgoingPage path={route.path} />;
  // the company's one integrator's documents, whichever integrator's page it is
  if (route.path === '/modul/mysoftefatura/irsaliye/gelen') return <IncomingPage path={route.path} kind="waybill" />;
  if (/^\/modul\/(uyumsoft|mysoft|edm)efatura\/gelen$/.test(route.path)) return <IncomingPage path={route.path} kind="invoice" />;
  return <PlaceholderPage route={route} />;
}
