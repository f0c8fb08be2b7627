// What other areas may use of the commissions: what the company knows of a salesperson a till sale names.
export { namedSalesperson } from './queries';
