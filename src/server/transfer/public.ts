// What other parts may use of the data transfer service: its routes, and its kinds of the job queue (boot.ts defines them).
export { transferRoutes } from './routes';
export { defineTransferJobs } from './job-runner';
