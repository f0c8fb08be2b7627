/**
 * Calls whose body is a file, not JSON: each reads its own bytes under its own, larger limit (named in
 * docs/operations.md, Limits), so the general body limit and the JSON reader leave them alone.
 */
const FILE_UPLOADS = new Set(['POST /api/exchange-rates/bulletin']);

export const isFileUpload = (method: string, path: string): boolean => FILE_UPLOADS.has(`${method} ${path.replace(/\/+$/, '')}`);
