import { Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useState } from 'react';
import type { RouteDef } from '../../domain/navigation';
import { pageGroup } from '../routes/pageGroups';
import { PageErrorBoundary } from './errors/PageErrorBoundary';
import { PageReady } from './progress/PageReady';

/** Spec §2/§9: the last 5 visited pages stay mounted (hidden), so coming back keeps their state. */
export const PAGE_CACHE_SIZE = 5;

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

  useEffect(() => {
    if (route.noCache) return;
    setCached((prev) => [route, ...prev.filter((r) => r.path !== route.path)].slice(0, PAGE_CACHE_SIZE));
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
