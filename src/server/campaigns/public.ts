// What other areas may use of campaigns: the reports list what each campaign cost and sold.
export { campaignReport } from './queries';
