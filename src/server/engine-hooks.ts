import { registerCampaignHooks } from './campaigns/engine-hooks';
import { registerCargoHooks } from './cargo/engine-hooks';
import { registerEdocumentHooks } from './edocuments/engine-hooks';
import { registerInstalmentHooks } from './instalments/engine-hooks';
import { registerLibraryHooks } from './library/engine-hooks';
import { registerLoyaltyHooks } from './loyalty/engine-hooks';
import { registerMikroHooks } from './mikro/engine-hooks';
import { registerSecondhandHooks } from './secondhand/engine-hooks';
import { registerSetHooks } from './sets/engine-hooks';

let installed = false;

/**
 * Registers every area's facts, effects and views with the document engine (documents/extensions.ts), once per
 * process however many apps it builds: the app (app.ts) and the boot (boot.ts, whose demo seeding writes documents) call it.
 */
export function installEngineHooks(): void {
  if (installed) return;
  installed = true;
  registerLibraryHooks();
  registerInstalmentHooks();
  registerEdocumentHooks();
  registerSecondhandHooks();
  registerSetHooks();
  registerLoyaltyHooks();
  registerCampaignHooks();
  registerCargoHooks();
  registerMikroHooks();
}
