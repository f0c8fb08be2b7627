import { Callout } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { t } from '../../i18n/messages';
import { isChunkError, reloadOncePerHour } from './chunkReload';

/** Catches a page's render or lazy-load failure; a chunk failure reloads (once per hour). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    if (isChunkError(error.message)) reloadOncePerHour();
  }

  override render() {
    if (this.state.error) {
      return (
        <Callout intent="danger" title={t('app.error.pageFailed')} data-testid="page-failed">
          {this.state.error.message}
        </Callout>
      );
    }
    return this.props.children;
  }
}
