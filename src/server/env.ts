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
  jti: string;
  tokenExpiresAt: number;
  sessionEpoch: number;
}

export interface AppEnv {
  Variables: {
    db: Database;
    lang: Lang;
    clientIp: string;
    auth: AuthUser;
    /** the request's JSON body, read and checked once (http/json-body.ts) */
    jsonBody?: JsonBody;
  };
}
