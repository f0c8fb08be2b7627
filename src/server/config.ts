import { resolve } from 'node:path';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  webDir: string;
  jwtSecret: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT || 8080),
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    webDir: resolve(env.WEB_DIR || './dist/web'),
    jwtSecret: env.JWT_SECRET || null,
  };
}
