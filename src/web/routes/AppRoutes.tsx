import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { getStoredUser, getToken } from '../api/session';
import { Panel } from '../shell/Panel';
import { ShellPage } from '../shell/desktop/ShellPages';
import { PageReady } from '../shell/progress/PageReady';
import { useHashSearch, usePath } from './hashLocation';
import { ForgotPasswordScreen, LoginScreen, MenuArea, PasswordRenewalScreen, ReaderArea, ResetPasswordScreen, ShopArea } from './pageGroups';
import { Redirect } from './Redirect';
import { FORGOT_PATH, isMenuPath, isReaderPath, isShellPath, isShopPath, LOGIN_PATH, RENEWAL_PATH, RESET_PATH } from './routeTable';

const wanted = (path: string, search: string) => encodeURIComponent(path + (search ? `?${search}` : ''));

/**
 * Spec §2 Navigation rules, outermost first: /login, the reader area and the dealers' shop are open to all; without a token every other path goes to
 * /login?redirect=<path>; a user whose password expired goes to /sifre-yenileme?redirect=<path>; else the panel.
 */
export function AppRoutes() {
  const path = usePath();
  const search = useHashSearch();
  const fallback = (
    <div className="defter-center">
      <Spinner />
    </div>
  );

  if (path === LOGIN_PATH) {
    return (
      <Suspense fallback={fallback}>
        <PageReady active />
        <LoginScreen />
      </Suspense>
    );
  }
  // "forgot my password" and its link's page: whoever cannot sign in
  if (path === FORGOT_PATH || path === RESET_PATH) {
    return (
      <Suspense fallback={fallback}>
        <PageReady active />
        {path === FORGOT_PATH ? <ForgotPasswordScreen /> : <ResetPasswordScreen />}
      </Suspense>
    );
  }
  // the desktop shell's placeholder and refresh routes need no log-in either
  if (isShellPath(path)) {
    return (
      <>
        <PageReady active />
        <ShellPage path={path} search={search} />
      </>
    );
  }
  // the reader area (/okuyucu) is outside the panel and needs no staff log-in; its settings page is the panel's
  if (isReaderPath(path)) {
    return (
      <Suspense fallback={fallback}>
        <PageReady active />
        <ReaderArea />
      </Suspense>
    );
  }
  // the dealers' shop (/magaza) likewise: the dealer's own session, never a staff token
  if (isShopPath(path)) {
    return (
      <Suspense fallback={fallback}>
        <PageReady active />
        <ShopArea />
      </Suspense>
    );
  }
  // the QR menu (/menu/<code>): a guest at a table, no log-in of any kind
  if (isMenuPath(path)) {
    return (
      <Suspense fallback={fallback}>
        <PageReady active />
        <MenuArea />
      </Suspense>
    );
  }
  if (!getToken()) return <Redirect to={`${LOGIN_PATH}?redirect=${wanted(path, search)}`} />;
  if (path === RENEWAL_PATH) {
    return (
      <Suspense fallback={fallback}>
        <PageReady active />
        <PasswordRenewalScreen />
      </Suspense>
    );
  }
  if (getStoredUser()?.expiredPassword) return <Redirect to={`${RENEWAL_PATH}?redirect=${wanted(path, search)}`} />;
  return <Panel />;
}
