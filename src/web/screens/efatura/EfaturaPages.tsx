import { providerOfPath } from '../../../domain/edocuments/integrators';
import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { IncomingPage } from './IncomingPage';
import { IntegratorGuard } from './IntegratorGuard';
import { IntegratorSettingsPage } from './IntegratorSettingsPage';
import { OutgoingPage } from './OutgoingPage';
import { SendPage } from './SendPage';

const WAYBILLS = ['salesWaybill'] as const;

/**
 * Route group "efatura": each integrator's settings, and sending e-documents through the integrator the company uses
 * (the sandbox when none is configured, served by the Uyumsoft pages as before, its incoming e-waybills too); MySoft's
 * e-waybill pages send and list e-waybills only. The pages of an integrator the company does not use say so (IntegratorGuard).
 */
export default function EfaturaPages({ route }: PageProps) {
  const path = route.path;
  const provider = providerOfPath(path);
  if (!provider) return <PlaceholderPage route={route} />;
  const page = path.slice(`/modul/${provider}efatura/`.length);
  if (page === 'ayar') return <IntegratorSettingsPage provider={provider} path={path} />;
  const titled = provider === 'uyumsoft' ? {} : { title: route.titleKey };
  // every page, incoming ones too, lists what goes through the integrator the company uses
  const content =
    page === 'gelen' ? (
      <IncomingPage path={path} kind="invoice" {...titled} />
    ) : page === 'irsaliye/gelen' ? (
      <IncomingPage path={path} kind="waybill" {...titled} />
    ) : page === 'gonder' ? (
      <SendPage path={path} {...titled} />
    ) : page === 'giden' ? (
      <OutgoingPage path={path} {...titled} />
    ) : page === 'irsaliye/gonder' ? (
      <SendPage path={path} title={route.titleKey} sourceTypes={WAYBILLS} />
    ) : page === 'irsaliye/giden' ? (
      <OutgoingPage path={path} title={route.titleKey} types={['eWaybill']} />
    ) : null;
  if (!content) return <PlaceholderPage route={route} />;
  return (
    <IntegratorGuard provider={provider} path={path}>
      {content}
    </IntegratorGuard>
  );
}
