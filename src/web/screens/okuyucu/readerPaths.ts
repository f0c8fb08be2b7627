/** The reader area's own paths (outside the panel, no staff log-in); /okuyucu/ayarlar is the staff's page in the panel. */
export const READER_SEARCH_PATH = '/okuyucu/urunarama';
export const READER_TITLE_PATH = '/okuyucu/urungor';
export const READER_ACCOUNT_PATH = '/okuyucu/hesap';
