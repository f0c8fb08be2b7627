import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { Router } from 'wouter';
import { queryClient } from './api/queryClient';
import { hashHrefs, useHashRouterLocation, useHashRouterSearch } from './routes/hashLocation';
import { AppRoutes } from './routes/AppRoutes';
import { ErrorHost } from './shell/errors/ErrorHost';
import { OfflineBanner } from './shell/OfflineBanner';
import { NavigationProgress } from './shell/progress/NavigationProgress';
import { UpdateReady } from './shell/UpdateReady';
import { useInactivityReload } from './shell/useInactivityReload';

export function App({ intl }: { intl: IntlShape }) {
  useInactivityReload();
  return (
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={queryClient}>
        <BlueprintProvider>
          <Router hook={useHashRouterLocation} searchHook={useHashRouterSearch} hrefs={hashHrefs}>
            <NavigationProgress />
            <AppRoutes />
            <ErrorHost />
            <OfflineBanner />
            <UpdateReady />
          </Router>
        </BlueprintProvider>
      </QueryClientProvider>
    </RawIntlProvider>
  );
}
