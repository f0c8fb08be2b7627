/**
 * The events that send a message (issue #33), and the placeholders each one offers its templates. A template may use
 * only its event's placeholders: saving one with another is refused, naming it (unknownPlaceholders).
 */
export const MESSAGE_LANGUAGES = ['tr', 'en', 'de', 'fr', 'ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const MESSAGE_EVENTS = ['cargoTracking', 'statement', 'b2bOrder', 'invoice', 'holdReady', 'overdueNotice', 'passwordReset', 'test'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

const COMPANY = ['company.name'] as const;
const CUSTOMER = ['customer.name', 'customer.code'] as const;
const MEMBER = ['member.name', 'member.cardNumber', 'library.name'] as const;

export const EVENT_PLACEHOLDERS: Record<MessageEvent, readonly string[]> = {
  /** a shipment of a document got its tracking number at the carrier */
  cargoTracking: [...COMPANY, ...CUSTOMER, 'document.number', 'cargo.carrier', 'cargo.trackingNumber', 'cargo.trackingUrl'],
  /** a current account's statement, sent on the user's request */
  statement: [...COMPANY, ...CUSTOMER, 'statement.from', 'statement.to', 'statement.balance', 'statement.currency'],
  /** a dealer's order placed in the B2B shop became a sales order (src/server/b2bshop) */
  b2bOrder: [...COMPANY, ...CUSTOMER, 'order.number', 'order.total', 'order.cargo', 'order.deliveryAddress'],
  /** a sales invoice's e-invoice or e-archive invoice the integrator accepted (src/server/edocuments) */
  invoice: [...COMPANY, ...CUSTOMER, 'invoice.number', 'invoice.date', 'invoice.total', 'invoice.currency'],
  /** a copy came back and a library member's hold on its title is ready on the holds shelf (src/server/library/holds.ts) */
  holdReady: [...COMPANY, ...MEMBER, 'hold.title', 'hold.readyUntil'],
  /** a library loan is overdue, on each of the notice days (OVERDUE_NOTICE_DAYS) */
  overdueNotice: [...COMPANY, ...MEMBER, 'loan.title', 'loan.barcode', 'loan.dueDate', 'loan.daysLate'],
  /** a user asked for a new password from the log-in page: the one-time link to set it */
  passwordReset: [...COMPANY, 'user.name', 'reset.link', 'reset.validMinutes'],
  /** the settings page's test message */
  test: [...COMPANY],
};

/** The values a message is rendered with: placeholder name → text. */
export type PlaceholderValues = Record<string, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The placeholders of `text` that `event` does not offer. */
export function unknownPlaceholders(event: MessageEvent, text: string): string[] {
  const known = new Set(EVENT_PLACEHOLDERS[event]);
  return placeholdersIn(text).filter((p) => !known.has(p));
}

/** Puts the values in; a placeholder without a value becomes empty. */
export function renderTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

/** The language of a recipient: theirs when it is one of the five, else Turkish. */
export const messageLanguageOf = (raw: unknown): MessageLanguage => ((MESSAGE_LANGUAGES as readonly unknown[]).includes(raw) ? (raw as MessageLanguage) : 'tr');
