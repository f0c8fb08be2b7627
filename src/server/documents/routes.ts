import { Hono } from 'hono';
import type { AppEnv } from '../env';

export function documentRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
