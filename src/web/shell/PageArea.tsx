import { Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { RouteDef } from '../../domain/navigation';
import { pageGroup } from '../routes/pageGroups';
import { PageErrorBoundary } from './errors/PageErrorBoundary';
import { PageReady } from './progress/PageReady';

/** Spec §2/§9: the last 5 visited pages stay mounted (hidden), so coming back keeps their state. */
export const PAGE_CACHE_SIZE = 5;

/**
 * Whether going from `from` to `to` is a new-document page opening what it just saved (`…/yeni` → `…/duzen/12`).
 * Its state is then that saved document's: kept, "new" would open with the old values, and saving again would make
 * a second document. Such a page is dropped from the cache, so the next "new" starts empty.
 */
export const savedNewPage = (from: string, to: string): boolean => from.endsWith('/yeni') && to.startsWith(`${from.slice(0, -'yeni'.length)}duzen/`);

function PageSlot({ route, active }: { route: RouteDef; active: boolean }) {
  const Page = pageGroup(route.group);
  return (
    <div className="defter-page-slot" hidden={!active} data-slot={route.path}>
      <PageErrorBoundary>
        <Suspense fallback={<Spinner size={32} />}>
          <PageReady active={active} />
          <Page route={route} />
        </Suspense>
      </PageErrorBoundary>
    </div>
  );
}

export function PageArea({ route }: { route: RouteDef }) {
  const [cached, setCached] = useState<RouteDef[]>([]);
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const left = previous.current;
    previous.current = route.path;
    const saved = left !== null && savedNewPage(left, route.path) ? left : null;
    if (route.noCache) {
      if (saved) setCached((prev) => prev.filter((r) => r.path !== saved));
      return;
    }
    setCached((prev) => [route, ...prev.filter((r) => r.path !== route.path && r.path !== saved)].slice(0, PAGE_CACHE_SIZE));
  }, [route]);

  const slots = cached.some((r) => r.path === route.path) ? cached : [...cached, route];
  // stable order by path so React moves nothing and remounts nothing
  const ordered = [...slots].sort((a, b) => a.path.localeCompare(b.path));
  return (
    <>
      {ordered.map((r) => (
        <PageSlot key={r.path} route={r} active={r.path === route.path} />
      ))}
    </>
  );
}
