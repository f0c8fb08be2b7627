import { Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useBrand } from '../../brand/useBrand';
import { HOME_PATH, SHELL_REFRESH_PATH } from '../../routes/routeTable';

/**
 * The desktop shell's own routes (spec §1), outside the panel and without a log-in: the placeholder it shows while
 * it prepares a window, and the refresh route, `#/shell/refresh?to=<path>`, which reloads the page it is given.
 */
export function ShellPage({ path, search }: { path: string; search: string }) {
  return path === SHELL_REFRESH_PATH ? <ShellRefresh search={search} /> : <ShellPlaceholder />;
}

function ShellPlaceholder() {
  const brand = useBrand();
  return (
    <div className="defter-center" data-testid="shell-placeholder">
      {brand.logo && <img src={brand.logo} alt={brand.name} width={64} height={64} />}
      <Spinner size={24} />
    </div>
  );
}

/** Only an in-app path is taken; anything else reloads the home page. */
const refreshTarget = (search: string): string => {
  const to = new URLSearchParams(search).get('to');
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/shell/') ? to : HOME_PATH;
};

function ShellRefresh({ search }: { search: string }) {
  useEffect(() => {
    window.location.replace(`#${refreshTarget(search)}`);
    window.location.reload();
  }, [search]);
  return <div className="defter-center" data-testid="shell-refresh" />;
}
