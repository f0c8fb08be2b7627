import { Button, Callout, FileInput, FormGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../domain/format';
import { ApiError } from '../../api/apiError';
import { useUploadBulletin } from '../../api/uploadBulletin';
import { useFetchBulletin } from '../../api/fetchBulletinNow';
import { fieldErrors } from '../common/listHelpers';
import { useT } from '../../i18n/useT';

const FILE_INPUT_ID = 'bulletin-file';

/** The failure of a call in words: the server's message, or "the server could not be reached". */
export function failureText(err: unknown, offline: string): string {
  if (err instanceof ApiError) return err.status === 0 ? offline : (err.body?.message ?? err.message);
  return err instanceof Error ? err.message : String(err);
}

/** "Fetch today's bulletin" (the server asks TCMB) and the upload of a bulletin file for offline installs. */
export function BulletinActions() {
  const t = useT();
  const fetchNow = useFetchBulletin();
  const upload = useUploadBulletin();
  const [fileName, setFileName] = useState('');
  const offline = t('exchangeRates.error.offline');

  const onFile = (e: FormEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    setFileName(file.name);
    upload.mutate(file);
    e.currentTarget.value = '';
  };
  const uploadError = upload.error ? (fieldErrors(upload.error).file ?? failureText(upload.error, offline)) : null;
  // TCMB out of reach is an answer (no bulletin, and why), not a failed call; a failed call is the server out of reach
  const fetched = fetchNow.data?.bulletinDate ? { date: fetchNow.data.bulletinDate, no: fetchNow.data.bulletinNo ?? '' } : null;
  const fetchError = fetchNow.isError ? failureText(fetchNow.error, offline) : fetchNow.isSuccess && !fetched ? (fetchNow.data.message ?? '') : null;

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', gap: 16, alignItems: 'start' }}>
      <div>
        <Button
          icon="cloud-download"
          intent="primary"
          loading={fetchNow.isPending}
          text={t('exchangeRates.page.fetchToday')}
          onClick={() => fetchNow.mutate(undefined)}
          data-testid="fetch-bulletin"
        />
        <div aria-live="polite" style={{ marginTop: 8 }}>
          {fetchNow.isPending && <span data-testid="fetch-progress">{t('exchangeRates.page.fetching')}</span>}
          {fetchError !== null && (
            <Callout intent="warning" icon="offline" data-testid="fetch-error">
              {fetchError}
            </Callout>
          )}
          {fetched && (
            <Callout intent="success" data-testid="fetch-done">
              {t('exchangeRates.page.fetched', { date: formatDate(fetched.date), no: fetched.no })}
            </Callout>
          )}
        </div>
      </div>
      <FormGroup label={t('exchangeRates.page.upload')} labelFor={FILE_INPUT_ID} helperText={t('exchangeRates.page.uploadHelp')} style={{ margin: 0 }}>
        <FileInput
          fill
          text={fileName || t('exchangeRates.page.chooseFile')}
          hasSelection={!!fileName}
          disabled={upload.isPending}
          inputProps={{ id: FILE_INPUT_ID, name: 'bulletin', accept: '.xml,application/xml,text/xml' }}
          onInputChange={onFile}
          data-testid="bulletin-upload"
        />
        <div aria-live="polite" style={{ marginTop: 8 }}>
          {uploadError && (
            <Callout intent="danger" data-testid="upload-error">
              {uploadError}
            </Callout>
          )}
          {upload.isSuccess && (
            <Callout intent="success" data-testid="upload-done">
              {upload.data.stored
                ? t('exchangeRates.page.uploaded', { date: formatDate(upload.data.bulletinDate), n: upload.data.currencies })
                : t('exchangeRates.page.uploadedAgain', { date: formatDate(upload.data.bulletinDate) })}
            </Callout>
          )}
        </div>
      </FormGroup>
    </div>
  );
}
