import { useSyncExternalStore } from 'react';

/**
 * The navigation progress bar (spec §2, speed 100 ms): started on a route change, finished when the page
 * (or its lazy chunk) has rendered. A guard finishes it after 15 s whatever happens.
 */
let active = false;
let guard: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const PROGRESS_SPEED_MS = 100;

export function startProgress(): void {
  active = true;
  clearTimeout(guard);
  guard = setTimeout(finishProgress, 15_000);
  emit();
}

export function finishProgress(): void {
  if (!active) return;
  active = false;
  clearTimeout(guard);
  emit();
}

export function useProgressActive(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => active,
  );
}
