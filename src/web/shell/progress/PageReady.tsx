import { useEffect } from 'react';
import { finishProgress } from './progressStore';

/** Rendered inside a page's Suspense boundary: once it mounts (or becomes visible again) the bar finishes. */
export function PageReady({ active }: { active: boolean }) {
  useEffect(() => {
    if (active) finishProgress();
  }, [active]);
  return null;
}
