/** The QR menu's languages: the panel's five (Arabic right to left). */
export const QR_MENU_LANGUAGES = ['tr', 'en', 'de', 'fr', 'ar'] as const;
export type QrMenuLanguage = (typeof QR_MENU_LANGUAGES)[number];

/** A product's photo as a data URL: about 220 KB of image, light on a phone's slow line (the column checks it too). */
export const QR_MENU_PHOTO_MAX_CHARS = 300_000;

/** The most of one product a guest orders in one go: more is a typo, the staff adds it at the till. */
export const QR_MENU_MAX_QUANTITY = 99;

/** Guest orders one address may send a minute: a table's guests share the café's address, a script is stopped. */
export const GUEST_ORDERS_PER_ADDRESS_MINUTE = 30;
