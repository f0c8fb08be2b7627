import { Button, ButtonGroup, Callout, Card, FileInput, FormGroup, H3, H5, HTMLSelect, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { TransferJob } from '../../../domain/schemas/transfer';
import { TRANSFER_KINDS, type TransferKind } from '../../../domain/transfer/columns';
import { downloadFile } from '../../api/downloadFile';
import { useConfirmTransfer, useTransferJobs, useUploadTransferFile } from '../../api/transfers';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../common/listHelpers';
import { failureText } from './BulletinActions';

const FILE_INPUT_ID = 'transfer-file';

/**
 * /sistem/aktarimservis: stock cards, current accounts and prices to and from CSV and Excel files. A file uploaded is
 * checked by the server in the background; the page shows its progress, the rows as they will be saved and every
 * row's error, and writes it only when confirmed. The jobs are the server's, so a reload finds them again.
 */
export function DataTransferPage({ path }: { path: string }) {
  const t = useT();
  const [kind, setKind] = useState<TransferKind>('products');
  const [fileName, setFileName] = useState('');
  const [shownId, setShownId] = useState<number | null>(null);
  const jobs = useTransferJobs();
  const upload = useUploadTransferFile();
  const shown = jobs.data?.find((j) => j.id === shownId) ?? jobs.data?.[0] ?? null;

  const onFile = (e: FormEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    setFileName(file.name);
    upload.mutate({ kind, file, name: file.name }, { onSuccess: (job) => setShownId(job.id) });
    e.currentTarget.value = '';
  };
  const uploadError = upload.error ? (fieldErrors(upload.error).file ?? failureText(upload.error, '')) : null;

  return (
    <Card className="defter-page" data-route={path} data-testid="data-transfer">
      <H3>{t('transfer.page.title')}</H3>
      <p>{t('transfer.page.intro')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'end' }}>
        <FormGroup label={t('transfer.page.kind')} labelFor="transfer-kind" style={{ margin: 0 }}>
          <HTMLSelect id="transfer-kind" value={kind} onChange={(e) => setKind(e.target.value as TransferKind)} data-testid="transfer-kind">
            {TRANSFER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`transfer.kind.${k}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <ButtonGroup>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={`template-${format}`}
              icon="document"
              text={`${t('transfer.page.template')} (${format.toUpperCase()})`}
              onClick={() => void downloadFile(`transfers/${kind}/template?format=${format}`, `defter-${kind}-template.${format}`).catch(() => undefined)}
              data-testid={`transfer-template-${format}`}
            />
          ))}
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={`export-${format}`}
              icon="export"
              text={`${t('transfer.page.export')} (${format.toUpperCase()})`}
              onClick={() => void downloadFile(`transfers/${kind}/export?format=${format}`, `defter-${kind}.${format}`).catch(() => undefined)}
              data-testid={`transfer-export-${format}`}
            />
          ))}
        </ButtonGroup>
        <FormGroup label={t('transfer.page.upload')} labelFor={FILE_INPUT_ID} style={{ margin: 0, minWidth: 260 }}>
          <FileInput
            fill
            text={fileName || t('transfer.page.upload')}
            hasSelection={!!fileName}
            disabled={upload.isPending}
            inputProps={{ id: FILE_INPUT_ID, name: 'file', accept: '.csv,.tsv,.txt,.xlsx,text/csv' }}
            onInputChange={onFile}
            data-testid="transfer-upload"
          />
        </FormGroup>
      </div>
      {uploadError && (
        <Callout intent="danger" data-testid="transfer-upload-error" style={{ marginTop: 12 }}>
          {uploadError}
        </Callout>
      )}
      {shown && <JobView job={shown} />}
      {!!jobs.data?.length && (
        <>
          <H5 style={{ marginTop: 24 }}>{t('transfer.page.jobs')}</H5>
          <HTMLTable compact interactive striped data-testid="transfer-jobs">
            <tbody>
              {jobs.data.map((j) => (
                <tr key={j.id} onClick={() => setShownId(j.id)} data-status={j.status}>
                  <td>{j.createdAt.slice(0, 16).replace('T', ' ')}</td>
                  <td>{t(`transfer.kind.${j.kind}`)}</td>
                  <td>{j.fileName ?? ''}</td>
                  <td>{t(`transfer.status.${j.status}`)}</td>
                  <td>{t('transfer.page.progress', { done: j.rowsDone, total: j.totalRows, percent: j.percent })}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </Card>
  );
}

const STATUS_INTENT = { checking: 'primary', writing: 'primary', checked: 'warning', refused: 'danger', failed: 'danger', done: 'success' } as const;

function JobView({ job }: { job: TransferJob }) {
  const t = useT();
  const confirm = useConfirmTransfer();
  const moving = job.status === 'checking' || job.status === 'writing';
  return (
    <Card style={{ marginTop: 16 }} data-testid="transfer-job" data-status={job.status}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Tag intent={STATUS_INTENT[job.status]} large data-testid="transfer-status">
          {t(`transfer.status.${job.status}`)}
        </Tag>
        <span data-testid="transfer-progress">{t('transfer.page.progress', { done: job.rowsDone, total: job.totalRows, percent: job.percent })}</span>
        <span data-testid="transfer-new">{t('transfer.page.newRows', { n: job.newRows })}</span>
        <span data-testid="transfer-changed">{t('transfer.page.changedRows', { n: job.changedRows })}</span>
        {job.status === 'checked' && (
          <Button
            intent="primary"
            icon="tick"
            loading={confirm.isPending}
            text={t('transfer.page.confirm')}
            onClick={() => confirm.mutate(job.id)}
            data-testid="transfer-confirm"
          />
        )}
      </div>
      {moving && <ProgressBar value={job.status === 'writing' ? undefined : job.percent / 100} intent="primary" />}
      {!!job.errors.length && (
        <Callout intent="danger" title={t('transfer.page.errors')} style={{ marginTop: 12 }} data-testid="transfer-errors">
          <ul style={{ margin: 0 }}>
            {job.errors.map((e) => (
              <li key={`${e.row}-${e.field}-${e.message}`}>{e.message}</li>
            ))}
          </ul>
        </Callout>
      )}
      {!!job.preview.length && (
        <>
          <H5 style={{ marginTop: 12 }}>{t('transfer.page.preview')}</H5>
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped data-testid="transfer-preview">
              <thead>
                <tr>
                  <th>{t('transfer.page.row')}</th>
                  <th>{t('transfer.page.action')}</th>
                  {job.columns.map((c) => (
                    <th key={c.field}>{c.title}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {job.preview.map((p) => (
                  <tr key={p.row}>
                    <td>{p.row}</td>
                    <td>{t(`transfer.action.${p.action}`)}</td>
                    {job.columns.map((c) => (
                      <td key={c.field} dir="auto">
                        {p.cells[c.field] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
    </Card>
  );
}
