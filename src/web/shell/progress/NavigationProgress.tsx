import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { usePath } from '../../routes/hashLocation';
import { PROGRESS_SPEED_MS, startProgress, useProgressActive } from './progressStore';

/** A thin bar at the top: trickles every 100 ms while active, runs to 100 % and fades when done. */
export function NavigationProgress() {
  const t = useT();
  const path = usePath();
  const first = useRef(true);
  const active = useProgressActive();
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    startProgress();
  }, [path]);

  useEffect(() => {
    if (active) {
      setVisible(true);
      setWidth(8);
      const id = setInterval(() => setWidth((w) => Math.min(w + (95 - w) * 0.15, 95)), PROGRESS_SPEED_MS);
      return () => clearInterval(id);
    }
    setWidth(100);
    const id = setTimeout(() => setVisible(false), PROGRESS_SPEED_MS * 3);
    return () => clearTimeout(id);
  }, [active]);

  if (!visible) return null;
  return (
    <div
      className="defter-progress"
      data-testid="nav-progress"
      role="progressbar"
      aria-label={t('layout.pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      style={{ width: `${width}%`, opacity: active ? 1 : 0 }}
    />
  );
}
