import { AnchorButton, Button, Callout, Card, FormGroup, H3, InputGroup, NonIdealState, NumericInput, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { formatAmount, readAmount } from '../../../domain/format';
import { addMonths, INSTALMENTS_MAX, splitEvenly } from '../../../domain/instalments/split';
import { Dec } from '../../../domain/money/decimal';
import type { DocumentInstalments } from '../../../domain/schemas/instalments';
import { ApiError } from '../../api/apiError';
import { showNotice } from '../../api/errorBus';
import { useDeleteInstalmentPlan } from '../../api/deleteInstalmentPlan';
import { useDocumentInstalments } from '../../api/fetchDocumentInstalments';
import { useSaveInstalmentPlan } from '../../api/saveInstalmentPlan';
import { useT } from '../../i18n/useT';
import { DateField } from '../common/DateField';
import { BackIcon } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';
import { useMayWrite } from '../common/useMayWrite';
import { companyToday } from '../../api/businessDay';

interface Row {
  dueDate: string;
  /** as typed, the Turkish way ("1.234,56") */
  amount: string;
}

const back = <AnchorButton href="#/cari/acik" minimal icon={<BackIcon />} data-testid="back-link" />;

/** A month from the company's today: the first due date offered. */
const nextMonth = () => addMonths(companyToday(), 1);

const typed = (rows: { dueDate: string; amount: string }[]): Row[] => rows.map((r) => ({ dueDate: r.dueDate, amount: formatAmount(r.amount) }));

/** /cari/acik/{id}: splits a completed sale on account into instalments, or changes its plan while nothing of it is paid. */
export function InstalmentPlanPage({ documentId, path }: { documentId: number; path: string }) {
  const t = useT();
  const data = useDocumentInstalments(documentId);
  if (data.isLoading) return <NonIdealState icon={<Spinner />} title={t('instalments.form.loading')} />;
  if (!data.data) return <NonIdealState icon="error" title={t('errors.NF10004')} action={back} />;
  if (!data.data.owed) return <NonIdealState icon="disable" title={t(`rules.${data.data.refusal}`)} action={back} data-testid="plan-not-on-account" />;
  return <PlanForm key={data.data.plan?.id ?? 'new'} data={data.data} owed={data.data.owed} path={path} />;
}

function PlanForm({ data, owed, path }: { data: DocumentInstalments; owed: NonNullable<DocumentInstalments['owed']>; path: string }) {
  const t = useT();
  const documentId = data.document.id;
  const plan = data.plan;
  const locked = data.refusal !== null;
  const writable = useMayWrite('salesInvoice') && !locked;
  const [count, setCount] = useState(plan?.instalments.length ?? 3);
  const [firstDue, setFirstDue] = useState(plan?.instalments[0]?.dueDate ?? nextMonth());
  const [rows, setRows] = useState<Row[]>(() => typed(plan ? plan.instalments : splitEvenly(owed.total, 3, nextMonth())));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveInstalmentPlan(documentId);
  const remove = useDeleteInstalmentPlan(documentId);

  const parsed = rows.map((r) => readAmount(r.amount));
  const sum = parsed.reduce((s, p) => (p.ok && p.value ? s.plus(p.value) : s), new Dec(0));
  const left = new Dec(owed.total).minus(sum).toFixed(2);

  const setRow = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const split = () => setRows(typed(splitEvenly(owed.total, Math.min(Math.max(1, Math.trunc(count) || 1), INSTALMENTS_MAX), firstDue)));

  const showError = (err: unknown) => {
    const byField = fieldErrors(err);
    if (err instanceof ApiError && err.status !== 422) byField._ = (err.body as { message?: string } | null)?.message ?? err.message;
    setErrors(byField);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    parsed.forEach((p, i) => {
      if (!p.ok) local[`instalments.${i}.amount`] = t(p.messageKey);
      else if (!p.value) local[`instalments.${i}.amount`] = t('validation.required');
      if (!rows[i]!.dueDate) local[`instalments.${i}.dueDate`] = t('validation.required');
    });
    setErrors(local);
    if (Object.keys(local).length) return;
    const instalments = rows.map((r, i) => ({ dueDate: r.dueDate, amount: (parsed[i] as { value: string }).value }));
    save.mutate(
      { instalments },
      {
        onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('instalments.form.saved'), timeout: 3000 }),
        onError: showError,
      },
    );
  };

  const del = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showNotice({ kind: 'toast', intent: 'success', message: t('instalments.form.deleted'), timeout: 3000 });
        setRows(typed(splitEvenly(owed.total, 3, nextMonth())));
      },
      onError: showError,
    });

  return (
    <Card className="defter-page" data-testid="instalment-plan-form" data-route={path} style={{ maxWidth: 760 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <AnchorButton href="#/cari/acik" minimal icon={<BackIcon />} text={t('instalments.form.back')} data-testid="back-link" />
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>
          {t('route.instalmentPlan')} <span dir="ltr">{data.document.number}</span>
        </H3>
      </div>
      <Callout icon="info-sign" style={{ marginBottom: 12 }} data-testid="plan-owed">
        {t('instalments.form.owed', { total: formatAmount(owed.total), currency: owed.currency })}
      </Callout>
      {locked && (
        <Callout intent="warning" style={{ marginBottom: 12 }} data-testid="plan-locked">
          {t('instalments.form.locked')}
        </Callout>
      )}
      {(errors._ || errors.instalments) && (
        <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="plan-error">
          {errors._ ?? errors.instalments}
        </Callout>
      )}
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!writable || save.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
            <FormGroup label={t('instalments.form.count')} labelFor="f-instalment-count">
              <NumericInput
                id="f-instalment-count"
                min={1}
                max={INSTALMENTS_MAX}
                value={count}
                onValueChange={(n) => setCount(Number.isFinite(n) ? n : 1)}
                style={{ width: 90 }}
                data-testid="plan-count"
              />
            </FormGroup>
            <div style={{ minWidth: 180 }}>
              <DateField name="instalment-first-due" label={t('instalments.form.firstDue')} value={firstDue} onChange={setFirstDue} />
            </div>
            <FormGroup>
              <Button icon="split-columns" text={t('instalments.form.split')} onClick={split} data-testid="plan-split" />
            </FormGroup>
          </div>
          <div data-testid="plan-rows">
            {rows.map((r, i) => (
              // on a phone the amount goes under the date rather than squeezing it
              <div key={i} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8, alignItems: 'flex-start' }} data-testid="plan-row">
                <div style={{ flex: '1 1 10em', minWidth: 0 }}>
                  <DateField
                    name={`instalment-${i}-due`}
                    label={`${i + 1}. ${t('instalments.col.dueDate')}`}
                    value={r.dueDate}
                    onChange={(v) => setRow(i, { dueDate: v })}
                    error={errors[`instalments.${i}.dueDate`]}
                  />
                </div>
                <FormGroup
                  style={{ flex: '1 1 7em', minWidth: 0 }}
                  label={t('instalments.col.amount')}
                  labelFor={`f-instalment-${i}-amount`}
                  intent={errors[`instalments.${i}.amount`] ? 'danger' : 'none'}
                  helperText={errors[`instalments.${i}.amount`]}
                >
                  <InputGroup
                    id={`f-instalment-${i}-amount`}
                    value={r.amount}
                    onValueChange={(v) => setRow(i, { amount: v })}
                    inputMode="decimal"
                    dir="ltr"
                    intent={errors[`instalments.${i}.amount`] ? 'danger' : 'none'}
                    data-testid="plan-amount"
                  />
                </FormGroup>
                <Button
                  minimal
                  icon="trash"
                  style={{ marginTop: 24 }}
                  aria-label={t('instalments.form.remove')}
                  title={t('instalments.form.remove')}
                  disabled={rows.length <= 1}
                  onClick={() => setRows(rows.filter((_, j) => j !== i))}
                />
              </div>
            ))}
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Button
              icon="add"
              text={t('instalments.form.add')}
              disabled={rows.length >= INSTALMENTS_MAX}
              onClick={() => setRows([...rows, { dueDate: rows[rows.length - 1]?.dueDate ?? firstDue, amount: '' }])}
              data-testid="plan-add"
            />
            <span className={left === '0.00' ? 'bp6-text-muted' : 'bp6-intent-danger'} data-testid="plan-left" style={{ flex: '1 1 auto' }}>
              {t('instalments.form.left', { amount: formatAmount(left) })}
            </span>
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
            <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('instalments.form.save')} data-testid="plan-save" />
            {plan && (
              <Button
                intent="danger"
                minimal
                icon="trash"
                loading={remove.isPending}
                text={t('instalments.form.delete')}
                onClick={del}
                data-testid="plan-delete"
              />
            )}
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
