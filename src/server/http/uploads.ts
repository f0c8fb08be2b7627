import { TRANSFER_KINDS } from '../../domain/transfer/columns';

/**
 * Calls whose body is a file, not JSON: each reads its own bytes under its own, larger limit (named in
 * docs/operations.md, Limits), so the general body limit and the JSON reader leave them alone.
 */
const FILE_UPLOADS = new Set(['POST /api/exchange-rates/bulletin', ...TRANSFER_KINDS.map((kind) => `POST /api/transfers/${kind}`)]);

export const isFileUpload = (method: string, path: string): boolean => FILE_UPLOADS.has(`${method} ${path.replace(/\/+$/, '')}`);
