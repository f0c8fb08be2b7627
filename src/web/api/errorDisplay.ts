import { t } from '../i18n/messages';
import { navigate } from '../routes/hashLocation';
import { isEnvelope, type ErrorEnvelope } from './apiError';
import { showNotice } from './errorBus';
import { markPasswordExpired } from './session';

export const PASSWORD_EXPIRED = 'AU10006';
export const RENEWAL_PATH = '/sifre-yenileme';

/**
 * Spec §8, the shared handling of a failed call. `isPublic` calls (login, brand) get no log-in dialog; a form's
 * call (`formShowsErrors`) gets no 422 alert, since the form shows the messages itself (once, not twice).
 */
export function displayApiError(status: number, statusText: string, body: unknown, how: { isPublic?: boolean; formShowsErrors?: boolean } = {}): void {
  if (!isEnvelope(body)) return; // no envelope: passed on to the caller only
  const env: ErrorEnvelope = body;
  const message = env.message ?? '';
  if (status === 401) {
    if (env.code === PASSWORD_EXPIRED) return goToRenewal();
    if (!how.isPublic) showNotice({ kind: 'login', title: t('app.error.badRequestTitle'), message });
    return;
  }
  if (status === 422) {
    if (how.formShowsErrors) return;
    const fieldLines = Object.values(env.errors ?? {})
      .map((msgs) => msgs?.[0])
      .filter((m): m is string => !!m);
    showNotice({ kind: 'alert', title: t('app.error.incompleteTitle'), lines: [message, ...fieldLines].filter(Boolean) });
    return;
  }
  if (status === 500) {
    showNotice({ kind: 'alert', title: t('app.error.serverTitle'), lines: [statusText, message].filter(Boolean) });
    return;
  }
  if (status === 400) {
    const text = env.transactions?.[0]?.message || message || t('app.error.generic');
    showNotice({ kind: 'toast', intent: 'danger', message: text, timeout: 0 });
  }
}

function goToRenewal(): void {
  markPasswordExpired(true);
  const hash = window.location.hash.replace(/^#/, '') || '/';
  const path = hash.split('?')[0];
  if (path === RENEWAL_PATH) return;
  navigate(`${RENEWAL_PATH}?redirect=${encodeURIComponent(hash)}`, { replace: true });
}
