import { useSyncExternalStore } from 'react';

/** Spec §9: mobile under 992 px; tablet up to 1279 px; desktop from 1280 px. Tabs shown: 1, 3, 4. */
export type Device = 'mobile' | 'tablet' | 'desktop';
export const MOBILE_MAX = 991;
export const TABLET_MAX = 1279;
export const VISIBLE_TABS: Record<Device, number> = { mobile: 1, tablet: 3, desktop: 4 };

function device(): Device {
  const w = window.innerWidth;
  return w <= MOBILE_MAX ? 'mobile' : w <= TABLET_MAX ? 'tablet' : 'desktop';
}

export function useDevice(): Device {
  return useSyncExternalStore((cb) => {
    window.addEventListener('resize', cb);
    return () => window.removeEventListener('resize', cb);
  }, device);
}
