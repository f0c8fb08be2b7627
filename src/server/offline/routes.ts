import { Hono } from 'hono';
import type { AppEnv } from '../env';

export function offlineRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
