import type { AuthUser } from '../env';

/**
 * The user background work acts as in a company: the user the work is on behalf of (the one who made the document
 * or the service), as a manager, so that the document engine's rules and journal read as for anyone who writes.
 */
export const systemUser = (companyId: number, userId: number): AuthUser => ({
  id: userId,
  companyId,
  email: '',
  name: '',
  roles: ['manager'],
  permissions: [],
  expiredPassword: false,
  jti: '',
  tokenExpiresAt: 0,
  sessionEpoch: 0,
});
