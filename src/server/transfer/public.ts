// What other parts may use of the data transfer service: its routes, and its background runner (boot.ts starts it
// and stops it before the database closes).
export { transferRoutes } from './routes';
export { transferJobRunner, type TransferJobRunner } from './job-runner';
