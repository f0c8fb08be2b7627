import { MARKETPLACE_ACTOR } from '../../domain/roles';
import type { AuthUser } from '../env';

/** Who a marketplace order's sales order is written by in the document engine: the marketplace's own actor, no staff user. */
export const marketplaceActor = (companyId: number): AuthUser => ({
  id: MARKETPLACE_ACTOR.userId,
  companyId,
  email: '',
  name: '',
  roles: MARKETPLACE_ACTOR.roles,
  permissions: [],
  expiredPassword: false,
  jti: '',
  tokenExpiresAt: 0,
  sessionEpoch: 0,
});
