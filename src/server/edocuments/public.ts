// What other areas may use of the e-documents: the company's integrator settings (the menu shows its pages).
export { findIntegratorSettings } from './settings-queries';
