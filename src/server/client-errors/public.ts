// The per-key minute counter of the browser's error reports: the QR menu's guest orders are throttled with it too.
export { countReport } from './queries';
