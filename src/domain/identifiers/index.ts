export { compactIdentifier } from './digits';
export { isValidVkn, vknCheckDigit } from './vkn';
export { isValidTckn } from './tckn';
export { ibanCheckDigits, isValidIban, isValidTrIban, normalizeIban } from './iban';
export { gs1CheckDigit, isValidEan13 } from './ean';
export { compactIsbn, isbn10To13, isValidIsbn, isValidIsbn10, isValidIsbn13, toIsbn13 } from './isbn';
export { isValidMersis } from './mersis';
export { normalizeBarcode } from './barcode';
