import { SANDBOX_MARKET_API_KEY } from '../../sandbox-market/credentials';
import { MarketError, type MarketplaceProvider } from './provider';
import type { MarketSettingsRow } from './settings-queries';
import { TRENDYOL_URLS, trendyolMarketplace } from './trendyol';

/** What the marketplace code is given by the app: the sandbox marketplace beside the server (MARKET_URL). */
export interface MarketOptions {
  sandboxUrl: string | null;
}

/**
 * The marketplace a company's settings name: the sandbox marketplace beside the server (MARKET_URL), with its own
 * key, or the live marketplace (Trendyol's gateway, or the address the settings give) with the company's key.
 */
export function marketplaceProviderOf(s: Pick<MarketSettingsRow, 'connection' | 'seller_id' | 'api_key' | 'url'>, o: MarketOptions): MarketplaceProvider {
  if (s.connection === 'sandbox') {
    if (!o.sandboxUrl) throw new MarketError('no sandbox marketplace runs beside this server (MARKET_URL)', true);
    return trendyolMarketplace({ url: `${o.sandboxUrl}/integration`, sellerId: s.seller_id, apiKey: SANDBOX_MARKET_API_KEY });
  }
  if (!s.api_key) throw new MarketError('the marketplace settings have no API key', true);
  return trendyolMarketplace({ url: s.url || TRENDYOL_URLS.live, sellerId: s.seller_id, apiKey: s.api_key });
}
