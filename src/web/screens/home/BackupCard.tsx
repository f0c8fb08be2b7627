import { Button, Callout, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import { downloadFile } from '../../api/downloadFile';
import { useT } from '../../i18n/useT';

/** The company's backup (POST /api/backups) downloaded as a file: for users with the backup permission (spec §6). */
export function BackupCard() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('backups', 'defter-backup.jsonl.gz', 'POST');
    } catch {
      // shown by the download's own error handling
    } finally {
      setBusy(false);
    }
  };
  return (
    <section data-testid="backup-card" style={{ marginTop: 24 }}>
      <H5>{t('backup.title')}</H5>
      <Callout intent="warning" icon="lock" style={{ marginBottom: 8 }}>
        {t('backup.help')}
      </Callout>
      <Button icon="download" intent="primary" text={t('backup.download')} loading={busy} onClick={() => void download()} data-testid="backup-download" />
    </section>
  );
}
