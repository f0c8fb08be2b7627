import { version } from '../../../../package.json';
import { trimMessage, trimRoute, trimStack } from '../../../domain/client-errors';
import { API_BASE } from '../../api/client';
import { getToken } from '../../api/session';

/** At most this many reports from one page load: an error thrown in a loop must not flood the log (the server limits too). */
const MAX_REPORTS_PER_PAGE = 20;

/**
 * Spec §8: in a production build, an uncaught error or an unhandled rejection is sent to the error log
 * (POST /api/client-errors) with its message, a trimmed stack, the page's path and the app's version. The server
 * takes the user from the session; nothing else about the user or the page's data is sent. Without a session
 * (the log-in page) nothing is sent.
 */
export function installErrorReport(): void {
  if (!import.meta.env.PROD) return;
  let sent = 0;
  const report = (message: string, stack: string | null | undefined) => {
    const token = getToken();
    if (!token || sent >= MAX_REPORTS_PER_PAGE) return;
    sent++;
    const body = {
      message: trimMessage(message) || 'Error',
      stack: trimStack(stack),
      route: trimRoute(window.location.hash.replace(/^#/, '') || '/'),
      appVersion: version,
    };
    void fetch(`${API_BASE}/client-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  };
  window.addEventListener('error', (e) => report(e.message || String(e.error), (e.error as Error | undefined)?.stack));
  window.addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason;
    if (reason instanceof Error) report(`${reason.name}: ${reason.message}`, reason.stack);
    else report(String(reason), null);
  });
}
