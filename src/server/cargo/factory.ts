import { SANDBOX_CARGO_PASSWORD, SANDBOX_CARGO_USERNAME } from '../../sandbox-cargo/credentials';
import { CargoError, type CarrierProvider } from './provider';
import type { CarrierRow } from './settings-queries';
import { YURTICI_URLS, yurticiCarrier } from './yurtici';

/**
 * The carrier a company's settings name: the sandbox carrier beside the server (CARGO_URL), which plays all five
 * carriers speaking Yurtiçi's service, or the carrier's own service with the company's credentials. Only Yurtiçi's
 * adapter is written; the other carriers' own services are refused (docs/modules/cargo.md).
 */
export function carrierProviderOf(
  s: Pick<CarrierRow, 'carrier' | 'connection' | 'mode' | 'username' | 'password' | 'url'>,
  sandboxUrl: string | null,
): CarrierProvider {
  if (s.connection === 'sandbox') {
    if (!sandboxUrl) throw new CargoError('no sandbox carrier runs beside this server (CARGO_URL)', true);
    return yurticiCarrier({
      url: `${sandboxUrl}/${s.carrier}/ShippingOrderDispatcherServices`,
      username: SANDBOX_CARGO_USERNAME,
      password: SANDBOX_CARGO_PASSWORD,
    });
  }
  if (s.carrier !== 'yurtici') throw new CargoError(`no adapter for ${s.carrier}'s own service is written yet`, true);
  if (!s.username || !s.password) throw new CargoError('the carrier settings have no user name or password', true);
  return yurticiCarrier({ url: s.url || YURTICI_URLS[s.mode], username: s.username, password: s.password });
}
