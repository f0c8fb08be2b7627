import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** GİB's checks live with the sandbox integrator, which refuses what GİB refuses; the tests use the same ones. */
export { checkSchematron, checkUbl, checkXsd, inputsHash, schematronSef, shippedSef } from '../../src/sandbox-integrator/gib/validator';
export type { SchematronType, UblCheck, UblRoot } from '../../src/sandbox-integrator/gib/validator';

/** GİB's sample documents (the schemas and rules themselves: src/sandbox-integrator/gib/). */
export const ublFixtures = join(fileURLToPath(new URL('../fixtures/ubl-tr', import.meta.url)));
