import type { Database } from './db/database';
import type { Lang } from './http/i18n';

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
  };
}
