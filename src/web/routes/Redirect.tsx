import { useEffect } from 'react';
import { navigate } from './hashLocation';

/** Replaces the current hash with `to` (no history entry). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
