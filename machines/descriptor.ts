import type { z } from 'zod';
import type { Permission, Role } from '../src/domain/roles';
import type { Family } from './family';

/**
 * Everything the product knows about one document family, in one place: the server's numbering,
 * permissions, API parsing and facts, the fast fold's input check, and the web's routes, menu and
 * lists all read it from the registry (`machines/registry.ts`). A new family is a folder
 * `machines/<family>/` with its machine, rules, reasons, schemas and this descriptor.
 */
export interface FamilyDescriptor {
  /** the machine and its rules (statuses, their colours and the locked states are the family's) */
  family: Family<any>;
  /** every type of the family with what differs per type */
  types: Readonly<Record<string, TypeDescriptor>>;
  /** roles that may create and act on the family's documents; an admin always may, an auditor reads */
  write: readonly Role[];
  /** user permissions the family's rules read (granted per user, spec §6) */
  permissions?: readonly Permission[];
  /** the family's reason codes, and the request field each one is about (for the 422) */
  reasons: readonly string[];
  reasonFields: Readonly<Record<string, string>>;
  /** reasons that say the input is wrong (it depends on other records, so only the machine can tell): a 422, not a 409 */
  inputReasons?: readonly string[];
  /** POST /api/documents for a type of the family: the creation body */
  create: z.ZodType<Record<string, unknown>>;
  /** the fields each event takes from a client (EDIT is also PATCH); an event not listed takes none */
  events: Readonly<Record<string, z.ZodRawShape>>;
  /** what the server adds before the machine decides (src/server/documents/facts.ts supplies each fact) */
  facts: readonly FactRule[];
  /** figures the API shows beside the context, derived from it (an order's supply status) */
  derived?: (context: Record<string, unknown>) => Record<string, unknown>;
  /** the page listing the family's documents (one of `pages`, or a route of src/domain/navigation.ts), when it has one */
  list?: string;
  /** the family's pages beyond each type's own (`TypeDescriptor.route`): its list, slips of several documents, movements */
  pages?: readonly FamilyPage[];
  /** the columns of the family's document list (keys of the document's view) */
  columns: readonly ListColumn[];
  /** the filters of the family's list: the screen draws them, its endpoint parses them (machines/list-filters.ts) */
  filters?: readonly ListFilter[];
  /** the row locks a rule on other rows needs before its facts are read (src/server/documents/row-locks.ts takes them) */
  rowLocks?: RowLocks;
}

type Fields = Record<string, unknown>;
/**
 * The keys a creation (from its input) or an event (from the document's context) holds before the server reads its
 * facts, when the rule depends on other rows (a copy lent once, a member under the loan limit): two commands wanting
 * the same key take turns.
 */
export interface RowLocks {
  onCreate?: (input: Fields) => string[];
  onEvent?: Readonly<Record<string, (context: Fields) => string[]>>;
}

export interface TypeDescriptor {
  /** the number series: prefix + year + a 6-digit counter */
  prefix: string;
  /** roles when they differ from the family's (the till's sale is also the operator's) */
  write?: readonly Role[];
  /** the type's pages: `<base>/yeni`, `<base>/duzen/{id}`, `<base>/kopya/{id}` */
  route?: DocumentRoute;
}

export interface DocumentRoute {
  base: string;
  /** the lazily loaded chunk of screens (src/web/routes/pageGroups.ts) */
  group: string;
  modes: readonly ('new' | 'edit' | 'copy')[];
  /** where the "new" page sits in the menu */
  menu?: { parent: string; order: number };
}

/**
 * A page of the family (machines/routes.ts makes it a route): its roles are the family's writers' (`write`) or its
 * readers' too (`read`, machines/access.ts); `screen` names the screen of the page group that draws it.
 */
export interface FamilyPage {
  path: string;
  /** locale key of the page's title, its tab and its heading */
  titleKey: string;
  /** the lazily loaded chunk of screens (src/web/routes/pageGroups.ts) */
  group: string;
  screen: string;
  access: 'read' | 'write';
  menu?: { parent: string; order: number };
}

/**
 * The facts the server must supply: `on` is `create` or an event name; `types` narrows the rule to some
 * types of the family. Each fact's provider decides from the document whether it applies (a converted
 * draft only has a source to read).
 */
export interface FactRule {
  on: readonly string[];
  types?: readonly string[];
  supply: readonly FactName[];
}

export const FACT_NAMES = [
  'fastSale',
  'sourceRemaining',
  // stock on hand and the warehouse's policy, for the lines a receipt lowers
  'stockLevels',
  // the company's default warehouse, for a receipt written without one
  'defaultWarehouse',
  // the company's küsurat yuvarlama, which a sales document keeps from its creation (money/payable-rounding.ts)
  'payableRounding',
  'cashBoxOpen',
  // the cash a box holds when a session opens, and the instant it opens on the server's clock
  'cashInBox',
  'sessionClosing',
  'loanPair',
  'loanRenewal',
  // a loan's return: the days late and the fine of the loan rules matrix
  'loanReturn',
  // the currency of the cash or bank account a cheque is settled in
  'cashAccountCurrency',
  // today's day in Istanbul, the day an event's account move counts on (a bounced cheque's debit)
  'businessDay',
  // the kind (customer or supplier) of the account a cheque is endorsed to
  'endorseAccount',
  // a cash voucher's accounts: their currencies, and the kind of its income or expense definition
  'cashAccounts',
  // the components of the set products a set production or break-up names (migration 040)
  'setComponents',
  // whether the user a job, task or note is given to is an active user of the company
  'jobParties',
  // whether the job a receipt names is one of the company's
  'jobKnown',
  // the tax number of a sales document's buyer (its account's; none without one): only a VKN holder withholds VAT
  'buyerTaxNumber',
  // the customs tariff numbers (GTİP) on the product cards a sales invoice's lines name: a line without its own takes its card's
  'productGtips',
  // a library receipt's member: the fines they owe (charged less paid) and their own current account
  'libraryFines',
  // an account's loyalty points: the company's settings, the balance (read under the account's points lock), the
  // groups of the products sold, and what the sales a return gives back earned (src/server/loyalty)
  'loyalty',
  // a sale's campaigns: those that may apply to its lines, its products' groups, its customer, the moment (src/domain/campaigns)
  'campaignOffer',
] as const;
export type FactName = (typeof FACT_NAMES)[number];

/**
 * A column of the family's list. `documentNumber` opens the document's page, `documentType` names its type, `amount`
 * shows the row's `currency` beside it, `status` is the family's tag (its colours, `statusIntents`).
 */
export interface ListColumn {
  key: string;
  /** locale key of the heading */
  titleKey: string;
  kind: 'text' | 'number' | 'date' | 'amount' | 'status' | 'account' | 'documentNumber' | 'documentType';
  /** the cell opens another record's page: `path` with `{id}` taken from the row's field `id` (a loan's member) */
  link?: { path: string; id: string };
  /** an amount of nothing is left blank (a loan without a fine) */
  blankZero?: boolean;
  /** a status: the locale prefix of its words, when the family has its own (`documentStatus` otherwise) */
  words?: string;
  /** a status: the derived ones shown in place of the stored one, each with the row's flag that says so (a loan's `overdue`) */
  derived?: Readonly<Record<string, string>>;
}

/**
 * A filter of the family's list, one query parameter each (a date range two). The list screen draws them
 * (src/web/screens/common/ListFilters.tsx) and the list's endpoint parses the same query with `listFilterQuery`
 * (machines/list-filters.ts); `field` names the key of the row's view it reads.
 * - `status`: some of `values` (`status=a,b`), in the family's words (`words`, `documentStatus` otherwise);
 * - `types`: groups of the family's types by a name (a cheque's side), in `words`;
 * - `dateRange`: a day on or after `from` and on or before `to` (in order, spec §5), headed `titleKey` and `toTitleKey`;
 * - `account`: one current account, by its id;
 * - `text`: a word found in any of `fields`.
 */
export type ListFilter =
  | { kind: 'status'; key: string; titleKey: string; field: string; values: readonly string[]; words?: string; allKey: string }
  | { kind: 'types'; key: string; titleKey: string; field: string; groups: Readonly<Record<string, readonly string[]>>; words: string; allKey: string }
  | { kind: 'dateRange'; key: string; titleKey: string; toTitleKey: string; field: string; from: string; to: string }
  | { kind: 'account'; key: string; titleKey: string; field: string }
  | { kind: 'text'; key: string; titleKey: string; fields: readonly string[] };

export function defineDescriptor<D extends FamilyDescriptor>(descriptor: D): D {
  return descriptor;
}
