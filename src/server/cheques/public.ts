// What other areas may use of cheques and notes: the open ones (the dashboard).
export { listOpenCheques } from './queries';
