import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { OutgoingPage } from './OutgoingPage';
import { SendPage } from './SendPage';

/** Route group "efatura": sending e-documents through the integrator (the sandbox when none is configured). */
export default function EfaturaPages({ route }: PageProps) {
  if (route.path === '/modul/uyumsoftefatura/gonder') return <SendPage path={route.path} />;
  if (route.path === '/modul/uyumsoftefatura/giden') return <OutgoingPage path={route.path} />;
  return <PlaceholderPage route={route} />;
}
