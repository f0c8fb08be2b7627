import type { Database } from './db/database';
import type { Lang } from './http/i18n';
import type { JsonBody } from './http/json-body';

export interface AuthUser {
  id: number;
  companyId: number;
  email: string;
  name: string;
  roles: string[];
  permissions: string[];
  expiredPassword: boolean;
  /** the licence provider's super user (migration 071): manages every company's licence */
  provider?: boolean;
  jti: string;
  tokenExpiresAt: number;
  sessionEpoch: number;
}

/** A reader's session in the reader area: what its token (library/reader-session.ts) names. */
export interface ReaderClaims {
  companyId: number;
  memberId: number;
  jti: string;
  expiresAt: number;
  pinPrint: string;
}

/** A dealer's session in the B2B shop: what its token (b2bshop/dealer-session.ts) names. */
export interface DealerClaims {
  companyId: number;
  accountId: number;
  jti: string;
  expiresAt: number;
  passwordEpoch: number;
}

export interface AppEnv {
  Variables: {
    db: Database;
    lang: Lang;
    clientIp: string;
    auth: AuthUser;
    /** a reader's session in the reader area (library/reader-auth.ts); staff calls have none */
    reader?: ReaderClaims;
    /** a dealer's session in the B2B shop (b2bshop/dealer-auth.ts); staff calls have none */
    dealer?: DealerClaims;
    /** the request's JSON body, read and checked once (http/json-body.ts) */
    jsonBody?: JsonBody;
  };
}
