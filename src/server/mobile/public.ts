// What other parts may use of the mobile companion: its routes (app.ts mounts them under /api/mobile).
export { mobileRoutes } from './routes';
