import { areaClient, type AreaCallOptions } from './areaClient';

/**
 * The reader area's client (/okuyucu): its own session token (a reader's, kept in this tab's sessionStorage), never
 * the staff token or the staff's log-in dialog; a refusal is thrown for the page to show in the reader's language.
 */
const reader = areaClient('/api/reader', 'defter.readerToken');

export const getReaderToken = reader.getToken;
export const setReaderToken = reader.setToken;
export const readerApi = <T>(path: string, opts: Pick<AreaCallOptions, 'method' | 'body'> = {}): Promise<T> => reader.call<T>(path, opts);
