import { SHOP_DEALER_ACTOR } from '../../domain/roles';
import type { AuthUser } from '../env';

/** Who a dealer's shop order is written by in the document engine: the shop's own actor of the company, no staff user. */
export const dealerActor = (companyId: number): AuthUser => ({
  id: SHOP_DEALER_ACTOR.userId,
  companyId,
  email: '',
  name: '',
  roles: SHOP_DEALER_ACTOR.roles,
  permissions: [],
  expiredPassword: false,
  jti: '',
  tokenExpiresAt: 0,
  sessionEpoch: 0,
});
