// The module index (/modul): its one route.
export { moduleIndexRoutes } from './routes';
