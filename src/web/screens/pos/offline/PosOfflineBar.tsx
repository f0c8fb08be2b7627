import { Button, ProgressBar, Tag } from '@blueprintjs/core';
import type { Progress } from '../../../offline/download';
import { useT } from '../../../i18n/useT';

interface Props {
  online: boolean;
  pending: number;
  refused: number;
  progress: Progress | null;
  onSendNow: () => void;
}

/** Above the sale: connection, sales waiting to be sent (with "send now"), refused ones, the catalogue download. */
export function PosOfflineBar({ online, pending, refused, progress, onSendNow }: Props) {
  const t = useT();
  return (
    <div className="pos-offline-bar" data-testid="pos-offline-bar">
      <Tag intent={online ? 'success' : 'warning'} icon={online ? 'globe-network' : 'offline'} data-testid="pos-connection" data-online={online}>
        {t(online ? 'offline.online' : 'offline.offline')}
      </Tag>
      <a href="#/fis/offline/fis" data-testid="pos-pending" data-count={pending}>
        <Tag minimal intent={pending ? 'primary' : 'none'}>
          {t('offline.pendingCount', { n: pending })}
        </Tag>
      </a>
      {refused > 0 && (
        <a href="#/fis/offline/fis" data-testid="pos-refused" data-count={refused}>
          <Tag minimal intent="danger">
            {t('offline.refusedCount', { n: refused })}
          </Tag>
        </a>
      )}
      {pending > 0 && (
        <Button small icon="send-message" data-testid="pos-send-now" disabled={!online} onClick={onSendNow}>
          {t('offline.sendNow')}
        </Button>
      )}
      {progress && (
        <span className="pos-offline-progress" data-testid="pos-catalogue-progress">
          {t('offline.downloading', { done: progress.done, total: progress.total })}
          <ProgressBar value={progress.total ? progress.done / progress.total : undefined} animate={false} stripes={false} />
        </span>
      )}
    </div>
  );
}
