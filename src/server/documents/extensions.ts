import type { FastSaleOperation } from '../../../machines/receipt/fast-sale';
import type { FactName } from '../../../machines';
import type { Queryable } from '../db/database';
import type { CashShortage } from '../../domain/cash/negative-cash';
import type { DocumentRow } from './store';

/**
 * What the areas above the document engine add to it: the facts and effects of their own documents (a loan's,
 * an instalment plan's, an e-document's) and what a document's view shows of them. Each area registers its own
 * in its `engine-hooks.ts` when the app is built (src/server/engine-hooks.ts), so the engine imports no area.
 */

/** Who is acting, and as part of what: the facts that depend on the user (spec §6, fast sale). */
export interface Actor {
  /** the user acting (absent: a system actor) */
  id?: number;
  roles: readonly string[];
  permissions: readonly string[];
  operation?: FastSaleOperation;
}

/** What a fact's provider is given: the document (null on creation) and the creation input or the event. */
export interface FactRequest {
  q: Queryable;
  actor: Actor;
  doc: DocumentRow | null;
  input: Record<string, unknown>;
}
export type FactProvider = (r: FactRequest) => Promise<Record<string, unknown>>;

/** The facts an area supplies; the engine supplies every other one itself (facts.ts). */
export const AREA_FACTS = [
  'loanPair',
  'loanRenewal',
  'loanReturn',
  'libraryFines',
  'setComponents',
  'loyalty',
  'campaignOffer',
] as const satisfies readonly FactName[];
export type AreaFact = (typeof AREA_FACTS)[number];

export interface EffectContext {
  q: Queryable;
  companyId: number;
  documentId: number;
  /** sends an event to another document in the same transaction (a source's SUPPLY) */
  sendToDocument(documentId: number, event: Record<string, unknown> & { type: string }): Promise<void>;
  /** hears of the accounts the moves take below zero where the account warns (the reply shows them) */
  onNegativeCash?(shortages: CashShortage[]): void;
}
export type EffectHandler = (ctx: EffectContext, params: readonly Record<string, unknown>[]) => Promise<void>;

/**
 * The effects an area carries out, in the order the engine hands them over, after the ledgers and the sources'
 * SUPPLY: an `accountMove`'s ledger row is the engine's, the instalments its credit settles are their area's (last,
 * so that a return locks its invoice before the invoice's instalments). Other effects (a Z report) live in the snapshot.
 */
export const AREA_EFFECTS = ['sellCopy', 'sendEDocument', 'holdFulfilled', 'copyBack', 'accountMove', 'pointsMove', 'campaignSale'] as const;
export type AreaEffect = (typeof AREA_EFFECTS)[number];

/**
 * Hears of a document whose status an accepted event changed, in the event's transaction (Mikro queues a completed
 * document for sending): `doc` is the document as stored after the event.
 */
export type StatusObserver = (q: Queryable, companyId: number, doc: DocumentRow) => Promise<void>;

/** Adds figures read from other rows to a document's view (GET /documents/:id). */
export type ViewDecorator = (q: Queryable, doc: DocumentRow) => Promise<Record<string, unknown>>;

/** More prices a till sale's lines may be sold at (a second-hand copy's own), beside its products' (facts.ts). */
export type SalePriceSource = (q: Queryable, lines: readonly unknown[]) => Promise<{ productId: number; price: string }[]>;

/** One registration per name: a second one is a programming error, as is asking for a name nobody registered. */
export class Registry<K extends string, V> {
  private readonly byName = new Map<K, V>();
  constructor(private readonly what: string) {}

  register(name: K, value: V): void {
    if (this.byName.has(name)) throw new Error(`The document engine already has a ${this.what} "${name}"`);
    this.byName.set(name, value);
  }

  require(name: K): V {
    const value = this.byName.get(name);
    if (value === undefined) throw new Error(`No ${this.what} "${name}" is registered with the document engine (src/server/engine-hooks.ts)`);
    return value;
  }

  values(): V[] {
    return [...this.byName.values()];
  }
}

const factProviders = new Registry<AreaFact, FactProvider>('fact provider');
const effectHandlers = new Registry<AreaEffect, EffectHandler>('effect handler');
const viewDecorators = new Registry<string, ViewDecorator>('view decorator');
const statusObservers = new Registry<string, StatusObserver>('status observer');
const salePriceSources = new Registry<string, SalePriceSource>('sale price source');

export const registerFactProvider = (name: AreaFact, provider: FactProvider) => factProviders.register(name, provider);
export const registerEffectHandler = (kind: AreaEffect, handler: EffectHandler) => effectHandlers.register(kind, handler);
export const registerViewDecorator = (name: string, decorator: ViewDecorator) => viewDecorators.register(name, decorator);
export const registerStatusObserver = (name: string, observer: StatusObserver) => statusObservers.register(name, observer);
export const registerSalePriceSource = (name: string, source: SalePriceSource) => salePriceSources.register(name, source);

export const factProvider = (name: AreaFact): FactProvider => factProviders.require(name);
export const effectHandler = (kind: AreaEffect): EffectHandler => effectHandlers.require(kind);
export const viewDecoratorsList = (): ViewDecorator[] => viewDecorators.values();
export const statusObserversList = (): StatusObserver[] => statusObservers.values();
export const salePriceSourcesList = (): SalePriceSource[] => salePriceSources.values();
