// What other areas may use of the licences: the days a licence still runs (the UI settings).
export { daysLeft } from './days-left';
