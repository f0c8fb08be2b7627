// What other areas may use of the shared catalogue: the server's start defines its publishing job; a restore checks
// that a keeper's backup leaves no other company's link to the catalogue pointing nowhere.
export { defineCataloguePublisher } from './publisher';
export { danglingCatalogueLinks } from './links-queries';
