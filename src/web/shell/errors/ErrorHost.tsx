import { Alert, OverlayToaster, type Toaster } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { onNotice, type Notice } from '../../api/errorBus';
import { clearSession } from '../../api/session';
import { useT } from '../../i18n/useT';

type DialogNotice = Extract<Notice, { kind: 'login' | 'alert' }>;

/** Renders what the API client reports (spec §8): the log-in confirm, the alerts and the error toasts. */
export function ErrorHost() {
  const t = useT();
  const [queue, setQueue] = useState<DialogNotice[]>([]);
  const toaster = useRef<Toaster | null>(null);

  useEffect(() => {
    let alive = true;
    const pending: Notice[] = [];
    void OverlayToaster.create({ position: 'top', maxToasts: 5 }).then((tt) => {
      if (!alive) return;
      toaster.current = tt;
      pending.splice(0).forEach(show);
    });
    function show(n: Notice) {
      if (n.kind === 'toast') {
        if (!toaster.current) return void pending.push(n);
        toaster.current.show({ intent: n.intent, message: n.message, timeout: n.timeout, icon: n.intent === 'danger' ? 'error' : 'tick' });
        return;
      }
      // the log-in confirm shows once however many calls fail together
      setQueue((q) => (n.kind === 'login' && q.some((x) => x.kind === 'login') ? q : [...q, n]));
    }
    const off = onNotice(show);
    return () => {
      alive = false;
      off();
    };
  }, []);

  // on the log-in page, the confirm would only lead where the user already is; a call of the page left behind may still fail
  const [path] = useLocation();
  const onLoginPage = path === '/login';
  useEffect(() => {
    if (onLoginPage) setQueue((q) => (q.some((n) => n.kind === 'login') ? q.filter((n) => n.kind !== 'login') : q));
  }, [onLoginPage, queue]);

  const current = queue.find((n) => !(onLoginPage && n.kind === 'login'));
  const close = () => setQueue((q) => q.filter((n) => n !== current));
  if (!current) return null;
  if (current.kind === 'login') {
    return (
      <Alert
        isOpen
        className="defter-login-dialog"
        intent="primary"
        icon="log-in"
        confirmButtonText={t('app.error.logIn')}
        cancelButtonText={t('common.cancel')}
        onConfirm={() => {
          clearSession();
          window.location.reload();
        }}
        onCancel={close}
      >
        <h4 className="bp6-heading">{current.title}</h4>
        <p>{current.message}</p>
      </Alert>
    );
  }
  return (
    <Alert isOpen className="defter-error-alert" intent="danger" icon="error" confirmButtonText={t('common.ok')} onConfirm={close} onCancel={close}>
      <h4 className="bp6-heading">{current.title}</h4>
      {current.lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
    </Alert>
  );
}
