import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/useT';

/** Shown while navigator.onLine is false: "internet connection cut" (spec §8). */
export function OfflineBanner() {
  const t = useT();
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    // the events can be missed around a reload; the flag itself is the truth
    const poll = setInterval(() => setOnline(navigator.onLine), 1000);
    return () => {
      clearInterval(poll);
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  if (online) return null;
  return (
    <Callout className="defter-offline" intent="warning" icon="offline" data-testid="offline-banner" role="alert">
      {t('app.offline')}
    </Callout>
  );
}
