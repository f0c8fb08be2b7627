// What other areas may use of the shared catalogue: the server's start runs its publishing loop.
export { startCataloguePublisher } from './publisher';
