import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { ReceiptTrackingPage } from './ReceiptTrackingPage';
import { ReceiptSettingsPage } from './ReceiptSettingsPage';
import { WaybillListPage } from './WaybillListPage';
import { ConversionWizardPage } from './conversion/ConversionWizardPage';
import { ConversionsPage } from './conversion/ConversionsPage';
import { wizardRouteName } from '../common/conversionPaths';
import { ReceiptEditorPage } from './editor/ReceiptEditorPage';
import { parseEditorPath } from '../common/receiptRoutes';
import { DocumentTrackingPage } from './unit-tracking/DocumentTrackingPage';
import { OpenLinesPage } from './unit-tracking/OpenLinesPage';

/** Route group "fis": its own lazily loaded chunk. Pages not written yet are placeholders until their issue fills them. */
export default function FisPages({ route }: PageProps) {
  if (route.path === '/fis/takip') return <ReceiptTrackingPage path={route.path} />;
  if (route.path === '/fis/irsaliye/list') return <WaybillListPage path={route.path} />;
  if (route.path === '/fis/donusum') return <ConversionsPage path={route.path} />;
  if (route.path === '/fis/ayar') return <ReceiptSettingsPage path={route.path} />;
  if (route.path === '/fis/birimtakip') return <OpenLinesPage path={route.path} />;
  if (route.pattern === '/fis/birimtakip/{id}' && route.params?.id)
    return <DocumentTrackingPage key={route.path} path={route.path} id={Number(route.params.id)} />;
  const wizard = wizardRouteName(route.pattern);
  if (wizard && route.params?.id) return <ConversionWizardPage key={route.path} path={route.path} routeName={wizard} sourceId={Number(route.params.id)} />;
  const editor = parseEditorPath(route.path);
  if (editor) return <ReceiptEditorPage path={route.path} route={editor} />;
  return <PlaceholderPage route={route} />;
}
