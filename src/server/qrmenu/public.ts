// The QR menu's interface: its routes for the app, and whether it is set up for the module index.
export { publicMenuRoutes } from './public-routes';
export { qrMenuRoutes } from './routes';
