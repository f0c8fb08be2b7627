// What other areas may use of the company: its card (the e-documents' supplier party), its licence (the menu) and
// the rounding of payable totals (the engine).
export { acceptLicence, findCompanyCard, findCompanyLicence, findPayableRounding } from './queries';
