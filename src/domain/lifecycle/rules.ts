import { isCalendarDate } from '../calendar-date';
import type { CommonReasonCode } from './reasons';

/** An event as the machines receive it: plain JSON, facts from the server included. */
export interface LifecycleEvent {
  type: string;
  [key: string]: unknown;
}

/** A guard: `null` when the rule holds, otherwise the rule's reason code. */
export type Check<C, R extends string = string> = (context: C, event: LifecycleEvent) => R | null;

/**
 * What each state does with each event, as the single source of the rules:
 * - a `Check` means the machine has a transition for this event, guarded by exactly this function
 *   (the machine's guard is `check(...) === null`);
 * - a `ReasonCode` means the event is refused in that state with that reason (the machine has no
 *   transition for it);
 * - a missing entry is refused with `common.eventNotAllowed`.
 * A test checks that the table and the machine agree, so a reason can never drift from the machine.
 */
export type RuleTable<C, R extends string = string> = Readonly<Record<string, Readonly<Record<string, Check<C, R> | R>>>>;

export const allow = (): null => null;

/** Runs checks in order and returns the first failing reason. */
export function firstFailure<C, R extends string>(...checks: Check<C, R>[]): Check<C, R> {
  return (context, event) => {
    for (const check of checks) {
      const reason = check(context, event);
      if (reason) return reason;
    }
    return null;
  };
}

/** Why `event` is refused in `status` (called only after the machine refused it). */
export function explain<C, R extends string>(rules: RuleTable<C, R>, status: string, context: C, event: LifecycleEvent): R | CommonReasonCode {
  const entry = rules[status]?.[event.type];
  if (entry === undefined) return 'common.eventNotAllowed';
  if (typeof entry === 'string') return entry;
  return entry(context, event) ?? 'common.eventNotAllowed';
}

/** Adapts a check to an XState guard. */
export function guardOf<C, R extends string>(check: Check<C, R>) {
  return ({ context, event }: { context: C; event: LifecycleEvent }): boolean => check(context, event) === null;
}

// ---- small validators shared by the families ----

/** A real calendar date written YYYY-MM-DD (src/domain/calendar-date.ts: the one rule for every date). */
export function isIsoDate(value: unknown): value is string {
  return isCalendarDate(value);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function isNonEmptyString(value: unknown, max = 200): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= max;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Optional text field: absent, null (cleared) or a string up to `max` characters. */
export function isOptionalString(value: unknown, max = 200): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.length <= max);
}

export const CURRENCY_RE = /^[A-Z]{3}$/;
