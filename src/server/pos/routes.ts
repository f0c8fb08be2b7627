import { Hono } from 'hono';
import type { AppEnv } from '../env';

export function posRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
