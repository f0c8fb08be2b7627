import { Hono } from 'hono';
import type { AppEnv } from '../env';

export function tableRoutes() {
  const app = new Hono<AppEnv>();
  return app;
}
