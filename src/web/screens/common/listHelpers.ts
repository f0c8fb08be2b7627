import { useEffect, useState, type RefObject } from 'react';
import { useUiSettings } from '../../api/fetchUiSettings';
import { findRoute, mayOpen } from '../../routes/routeTable';

/** The value after it stopped changing for `ms` milliseconds (search boxes). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/**
 * "/" (outside a text field) or F3 focuses the search box. Pages stay mounted while hidden (page cache),
 * so only the visible page reacts.
 */
export function useSearchHotkey(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = input.current;
      if (!el || el.closest('[hidden]') || el.offsetParent === null) return;
      const target = e.target as HTMLElement | null;
      const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (e.key === 'F3' || (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey)) {
        e.preventDefault();
        el.focus();
        el.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);
}

/** Whether the signed-in user may open `path` (e.g. hide "new" links from read-only roles). */
export function useMayOpen(path: string): boolean {
  const { data } = useUiSettings();
  const route = findRoute(path);
  return !!route && !!data && mayOpen(route, data.authorizedUser.roles, data.authorizedUser.provider);
}

export const PAGE_SIZE = 25;

/** The 422 field errors of a failed save: {field: first message}. */
export function fieldErrors(err: unknown): Record<string, string> {
  const body = (err as { status?: number; body?: { errors?: Record<string, string[]> } } | null) ?? null;
  if (!body || body.status !== 422 || !body.body?.errors) return {};
  const out: Record<string, string> = {};
  for (const [k, msgs] of Object.entries(body.body.errors)) if (msgs?.[0]) out[k] = msgs[0];
  return out;
}

/**
 * A failed save as the form shows it: a 422's or 409's field errors under their fields, else the refusal's message
 * under `form` (a stale version, a rule such as the last admin's), so that no refusal passes unseen.
 */
export function formErrors(err: unknown): Record<string, string> {
  const e = (err as { status?: number; message?: string; body?: { message?: string; errors?: Record<string, string[]> } } | null) ?? null;
  const out: Record<string, string> = {};
  if (e?.status === 422 || e?.status === 409) for (const [k, msgs] of Object.entries(e.body?.errors ?? {})) if (msgs?.[0]) out[k] = msgs[0];
  if (Object.keys(out).length === 0 && e?.status && e.status !== 422) out.form = e.body?.message || e.message || String(e.status);
  return out;
}
