// What other areas may use of the definitions (warehouses, locations): whether a warehouse exists, the locations.
export { listLocations, locationJson, warehouseExists } from './queries';
