import { Toast } from '@blueprintjs/core';
import { useState } from 'react';
import { applyUpdate, useUpdateState } from '../offline/appUpdate';
import { useT } from '../i18n/useT';

/**
 * "A new version is ready": shown once a new build's worker waits; the user's click applies it (the page reloads
 * into the new build). While a sale is open on the till the button waits for the sale to end.
 */
export function UpdateReady() {
  const t = useT();
  const { ready, saleOpen } = useUpdateState();
  const [dismissed, setDismissed] = useState(false);
  if (!ready || dismissed) return null;
  const action = { text: t('app.update.apply'), disabled: saleOpen, onClick: applyUpdate, 'data-testid': 'update-apply' };
  return (
    <div className="defter-update-ready" data-testid="update-ready" data-sale-open={saleOpen}>
      <Toast
        intent="primary"
        icon="automatic-updates"
        timeout={0}
        message={saleOpen ? t('app.update.afterSale') : t('app.update.ready')}
        action={action}
        onDismiss={() => setDismissed(true)}
      />
    </div>
  );
}
