import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { MailboxPage } from './MailboxPage';
import { MessageListPage } from './MessageListPage';
import { MessageSettingsPage } from './MessageSettingsPage';
import { TemplatesPage } from './TemplatesPage';

/**
 * Route group "mesaj" (issue #33): the SMTP and SMS settings (/mesaj/ayar), the templates per event and language
 * (/mesaj/template), every message sent (/mesaj/list) and what the sandbox SMTP server caught (/mesaj/postakutusu).
 */
export default function MesajPages({ route }: PageProps) {
  const { path, titleKey } = route;
  if (path === '/mesaj/ayar') return <MessageSettingsPage path={path} title={titleKey} />;
  if (path === '/mesaj/template') return <TemplatesPage path={path} title={titleKey} />;
  if (path === '/mesaj/list') return <MessageListPage path={path} title={titleKey} />;
  if (path === '/mesaj/postakutusu') return <MailboxPage path={path} title={titleKey} />;
  return <PlaceholderPage route={route} />;
}
