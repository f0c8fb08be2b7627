import { Button, ButtonGroup, Callout, Card, FormGroup, H3, H4, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../../domain/date-range';
import { ApiError } from '../../../api/apiError';
import { downloadJournal, type ExportFormat } from '../../../api/downloadJournal';
import { useVerification } from '../../../api/fetchVerification';
import { useStartVerification, type VerificationRequest } from '../../../api/startVerification';
import { useT } from '../../../i18n/useT';
import { DateRangeFields } from '../../common/DateRangeFields';
import { findDocumentId } from './findDocument';
import { VerificationReport } from './VerificationReport';

type Scope = VerificationRequest['scope'];
const EXPORTS: { kind: ExportFormat; key: string }[] = [
  { kind: 'csv-semicolon', key: 'audit.export.csvSemicolon' },
  { kind: 'csv-tab', key: 'audit.export.csvTab' },
  { kind: 'json', key: 'audit.export.json' },
];

/** /denetim/dogrula: the auditor rebuilds documents from the journal, checks the chains, and exports the journal. */
export function VerifyPage({ path }: { path: string }) {
  const t = useT();
  const [scope, setScope] = useState<Scope>('company');
  const [docText, setDocText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [runId, setRunId] = useState<number | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const start = useStartVerification();
  const { data: verification } = useVerification(runId);
  const datesWrong = !dateRangeInOrder(from, to);
  const running = start.isPending || verification?.status === 'running' || (runId !== null && !verification);

  async function run(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    const body: VerificationRequest = { scope };
    if (scope === 'document') {
      const id = docText.trim() ? await findDocumentId(docText).catch(() => null) : null;
      if (id === null) found.documentId = t(docText.trim() ? 'audit.document.notFound' : 'validation.required');
      else body.documentId = id;
    }
    if (scope === 'range') {
      if (!from) found.from = t('validation.required');
      if (!to) found.to = t('validation.required');
      else if (datesWrong) found.to = t(DATE_ORDER_MESSAGE);
      Object.assign(body, { from, to });
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      setRunId(await start.mutateAsync(body));
    } catch (err) {
      // the shared handler has shown the message; keep the fields' own under them
      const fields = err instanceof ApiError ? err.body?.errors : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.[0] ?? ''])));
    }
  }

  async function exportAs(kind: ExportFormat) {
    setExporting(kind);
    try {
      await downloadJournal({ from: from || undefined, to: to || undefined }, kind);
    } catch {
      // shown by the shared handler
    } finally {
      setExporting(null);
    }
  }

  return (
    <Card className="defter-page" data-testid="audit-verify" data-route={path} style={{ minWidth: 0, display: 'grid', gap: 16 }}>
      <H3 style={{ margin: 0 }}>{t('route.auditVerify')}</H3>
      <form onSubmit={run} noValidate style={{ display: 'grid', gap: 12 }}>
        <RadioGroup label={t('audit.scope.label')} inline selectedValue={scope} onChange={(e) => setScope(e.currentTarget.value as Scope)} name="scope">
          <Radio value="company" label={t('audit.scope.company')} data-testid="scope-company" />
          <Radio value="range" label={t('audit.scope.range')} data-testid="scope-range" />
          <Radio value="document" label={t('audit.scope.document')} data-testid="scope-document" />
        </RadioGroup>
        {scope === 'document' && (
          <FormGroup
            label={t('audit.document.label')}
            labelFor="verify-document"
            intent={errors.documentId ? 'danger' : 'none'}
            helperText={errors.documentId ? <span role="alert">{errors.documentId}</span> : undefined}
            style={{ margin: 0, maxWidth: 360 }}
          >
            <InputGroup
              id="verify-document"
              name="document"
              dir="ltr"
              value={docText}
              intent={errors.documentId ? 'danger' : 'none'}
              onChange={(e) => setDocText(e.target.value)}
            />
          </FormGroup>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
          <DateRangeFields
            idPrefix="verify"
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            error={errors.to ?? (datesWrong ? t(DATE_ORDER_MESSAGE) : undefined)}
          />
        </div>
        {errors.from && (
          <Callout intent="danger" compact>
            {errors.from}
          </Callout>
        )}
        {scope === 'range' && <div className="bp6-text-muted">{t('audit.range.hint')}</div>}
        <div>
          <Button type="submit" intent="primary" icon="shield" text={t('audit.run')} loading={running} data-testid="verify-run" />
        </div>
      </form>
      {verification && <VerificationReport v={verification} />}
      <section style={{ display: 'grid', gap: 8 }}>
        <H4 style={{ margin: 0 }}>{t('audit.export.title')}</H4>
        <div className="bp6-text-muted">{t('audit.export.hint')}</div>
        <ButtonGroup style={{ flexWrap: 'wrap' }}>
          {EXPORTS.map((x) => (
            <Button
              key={x.kind}
              icon="download"
              text={t(x.key)}
              disabled={datesWrong}
              loading={exporting === x.kind}
              onClick={() => void exportAs(x.kind)}
              data-testid={`export-${x.kind}`}
            />
          ))}
        </ButtonGroup>
      </section>
    </Card>
  );
}
