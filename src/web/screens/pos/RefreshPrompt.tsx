import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { useSaleHoldsUpdate } from '../../offline/appUpdate';

/** The desktop shell asks the page to refresh by dispatching this event on window (its menu and its F5). */
export const REFRESH_REQUEST_EVENT = 'defter:refresh-request';

const isRefreshKey = (e: KeyboardEvent) => e.key === 'F5' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'r');

/**
 * Spec §2: on the point-of-sale screen a refresh asks whether to leave the page, Yes or No, before it happens.
 * The keys are caught before the browser acts on them; the browser's own reload button gets its native question
 * while a sale is under way.
 */
export function RefreshPrompt({ busy }: { busy: boolean }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  // the sale under way also holds back a new version of the app until it ends
  useSaleHoldsUpdate(busy);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isRefreshKey(e)) return;
      e.preventDefault();
      e.stopPropagation();
      setAsking(true);
    };
    const onRequest = () => setAsking(true);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener(REFRESH_REQUEST_EVENT, onRequest);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener(REFRESH_REQUEST_EVENT, onRequest);
    };
  }, []);

  useEffect(() => {
    if (!busy) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [busy]);

  return (
    <Dialog isOpen={asking} title={t('pos.refresh.title')} onClose={() => setAsking(false)} data-testid="pos-refresh-dialog">
      <DialogBody>{t('pos.refresh.question')}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button data-testid="pos-refresh-no" autoFocus onClick={() => setAsking(false)}>
              {t('pos.refresh.no')}
            </Button>
            <Button intent="warning" data-testid="pos-refresh-yes" onClick={() => window.location.reload()}>
              {t('pos.refresh.yes')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
