import type { Carrier } from '../../domain/cargo/carriers';
import { SANDBOX_CARGO_PASSWORD, SANDBOX_CARGO_USERNAME } from '../../sandbox-cargo/credentials';
import { ARAS_URLS, arasCarrier } from './aras';
import { MNG_URLS, mngCarrier } from './mng';
import { CargoError, type CarrierProvider } from './provider';
import { PTT_URLS, pttCarrier } from './ptt';
import type { CarrierRow } from './settings-queries';
import { SURAT_URLS, suratCarrier } from './surat';
import { YURTICI_URLS, yurticiCarrier } from './yurtici';

type Settings = Pick<CarrierRow, 'carrier' | 'connection' | 'mode' | 'username' | 'password' | 'url' | 'customer_code'>;

/** Where a carrier's services are and who Defter is there: the carrier's own addresses, or the sandbox's paths. */
interface Access {
  /** the service's address: the settings' own one, or the carrier's for the mode */
  url: (own: Record<'test' | 'live', string>) => string;
  username: string;
  password: string;
  customerCode: string;
  trackingPage?: (trackingNumber: string) => string;
}

const ADAPTERS: Readonly<Record<Carrier, (a: Access) => CarrierProvider>> = {
  yurtici: (a) => yurticiCarrier({ url: a.url(YURTICI_URLS), username: a.username, password: a.password }),
  aras: (a) =>
    arasCarrier({
      orderUrl: a.url({ test: ARAS_URLS.test.order, live: ARAS_URLS.live.order }),
      queryUrl: a.url({ test: ARAS_URLS.test.query, live: ARAS_URLS.live.query }).replace(/arascargoservice\.asmx$/i, 'ArasCargoIntegrationService.svc'),
      username: a.username,
      password: a.password,
      customerCode: a.customerCode,
      trackingPage: a.trackingPage,
    }),
  mng: (a) => {
    // MNG wants the application's key pair besides the customer's login: the user name holds it as id:secret
    const [clientId = '', clientSecret = ''] = a.username.split(':');
    return mngCarrier({ url: a.url(MNG_URLS), customerNumber: a.customerCode, password: a.password, clientId, clientSecret, trackingPage: a.trackingPage });
  },
  surat: (a) => suratCarrier({ url: a.url(SURAT_URLS), username: a.username, password: a.password, trackingPage: a.trackingPage }),
  ptt: (a) => pttCarrier({ url: a.url(PTT_URLS), username: a.username, password: a.password, customerId: a.customerCode, trackingPage: a.trackingPage }),
};

/** The sandbox's path of each carrier's service (src/sandbox-cargo/). */
const SANDBOX_PATHS: Readonly<Record<Carrier, string>> = {
  yurtici: 'ShippingOrderDispatcherServices',
  aras: 'arascargoservice.asmx',
  mng: 'mngapi/api',
  surat: 'KargoWebService.asmx',
  ptt: 'PttVeriYukleme/services/Sorgu',
};

/**
 * The carrier a company's settings name, through its own adapter: on the sandbox carrier beside the server
 * (CARGO_URL), which speaks each carrier's protocol at its own path with its test user, or on the carrier's own
 * service with the company's credentials.
 */
export function carrierProviderOf(s: Settings, sandboxUrl: string | null): CarrierProvider {
  if (s.connection === 'sandbox') {
    if (!sandboxUrl) throw new CargoError('no sandbox carrier runs beside this server (CARGO_URL)', true);
    const base = `${sandboxUrl}/${s.carrier}`;
    return ADAPTERS[s.carrier]({
      url: () => `${base}/${SANDBOX_PATHS[s.carrier]}`,
      username: s.carrier === 'mng' ? 'sandbox:sandbox' : SANDBOX_CARGO_USERNAME,
      password: SANDBOX_CARGO_PASSWORD,
      customerCode: SANDBOX_CARGO_USERNAME,
      trackingPage: (n) => `${base}/takip/${encodeURIComponent(n)}`,
    });
  }
  if (!s.username || !s.password) throw new CargoError('the carrier settings have no user name or password', true);
  return ADAPTERS[s.carrier]({
    url: (own) => s.url || own[s.mode],
    username: s.username,
    password: s.password,
    customerCode: s.customer_code || s.username,
  });
}
