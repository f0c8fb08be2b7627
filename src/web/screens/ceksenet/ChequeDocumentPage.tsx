import { AnchorButton, Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { chequeViewSchema, type ChequeView } from '../../../domain/schemas/document-views';
import { formatAmount, formatDate } from '../../../domain/format';
import { useDocument } from '../../api/fetchDocument';
import { showNotice } from '../../api/errorBus';
import { useDocumentEvent } from '../../api/sendDocumentEvent';
import { useT } from '../../i18n/useT';
import { AccountPicker } from '../common/AccountPicker';
import { DateField } from '../common/DateField';
import { DocumentFormShell } from '../common/DocumentFormShell';
import { BackIcon, formGridStyle, TextField } from '../common/FormField';
import { HistoryLink } from '../common/HistoryLink';
import { LifecycleBar } from '../common/LifecycleBar';
import { useMayWrite } from '../common/useMayWrite';
import { CashAccountSelect } from './CashAccountSelect';
import { slipErrors } from './slipErrors';
import { CHEQUE_LIST } from './chequePages';
import { chequeEventFieldReason } from '../../../../machines/cheque/rules';

const REFRESHES = [['accounts'], ['cashBoxes']] as const;
/** The cheque's actions, in the order its lifecycle goes (lifecycles.md §4). */
const ACTIONS = ['SEND_TO_BANK', 'BOUNCE', 'COLLECT', 'ENDORSE', 'PAY', 'RETURN'] as const;
const EDITABLE = ['serialNo', 'bank', 'drawer', 'note'] as const;
type Editable = (typeof EDITABLE)[number] | 'dueDate';

const valuesOf = (c: ChequeView): Record<Editable, string> => ({
  dueDate: c.dueDate,
  serialNo: c.serialNo ?? '',
  bank: c.bank ?? '',
  drawer: c.drawer ?? '',
  note: c.note ?? '',
});

/**
 * …/duzen/{id} of every /ceksenet slip page: one cheque or note, its details (editable while it is in the portfolio),
 * and the events its machine allows now; collection and payment name the cash or bank account, endorsement the supplier.
 */
export function ChequeDocumentPage({ id, path }: { id: number; path: string }) {
  const t = useT();
  const doc = useDocument(id, chequeViewSchema);
  if (doc.isPending) return <NonIdealState icon={<Spinner />} title={t('cheques.loading')} />;
  if (!doc.data) return <NonIdealState icon="error" title={t('cheques.notFound')} action={<a href={`#${CHEQUE_LIST}`}>{t('cheques.back')}</a>} />;
  return <ChequeForm key={`${doc.data.id}-${doc.data.version}`} cheque={doc.data} path={path} />;
}

function ChequeForm({ cheque, path }: { cheque: ChequeView; path: string }) {
  const t = useT();
  const writable = useMayWrite(cheque.type);
  const allowed = writable ? cheque.allowedEvents : [];
  const editable = allowed.includes('EDIT');
  const [values, setValues] = useState(() => valuesOf(cheque));
  const [cashAccountId, setCashAccountId] = useState('');
  const [supplier, setSupplier] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [other, setOther] = useState<string[]>([]);
  const event = useDocumentEvent(chequeViewSchema, REFRESHES);
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(cheque));

  const run = (type: string, fields: Record<string, unknown> = {}) =>
    event.mutate(
      { id: cheque.id, version: cheque.version, type, fields },
      {
        onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('cheques.done', { event: t(`history.event.${type}`) }), timeout: 3000 }),
        onError: (err) => {
          const r = slipErrors(err);
          setErrors(r.fields);
          setOther(r.other);
        },
      },
    );

  const save = (e: FormEvent) => {
    e.preventDefault();
    const fields: Record<string, unknown> = { dueDate: values.dueDate };
    for (const f of EDITABLE) fields[f] = values[f].trim() || null;
    run('EDIT', fields);
  };

  const act = (type: string) => {
    const fields = type === 'ENDORSE' ? { accountId: supplier } : type === 'COLLECT' || type === 'PAY' ? { cashAccountId } : undefined;
    const missing = fields && chequeEventFieldReason(type, fields);
    if (missing) return setErrors({ [type === 'ENDORSE' ? 'accountId' : 'cashAccountId']: t(`rules.${missing}`) });
    run(type, fields);
  };

  const field = (f: Editable) => ({
    name: f,
    value: values[f],
    error: errors[f],
    onChange: (v: string) => setValues((s) => ({ ...s, [f]: v })),
  });
  const actions = ACTIONS.filter((a) => allowed.includes(a));

  return (
    <DocumentFormShell
      path={path}
      testId="cheque-form"
      type={cheque.type}
      doc={{ number: cheque.number, status: cheque.status }}
      title={t(`documentTypes.${cheque.type}`)}
      idPrefix="cheque"
      before={<AnchorButton href={`#${CHEQUE_LIST}`} minimal icon={<BackIcon />} text={t('cheques.back')} data-testid="back-link" />}
      after={<HistoryLink id={cheque.id} />}
      lockTestId="cheque-locked"
      refusal={other.length ? other.join(' ') : null}
      style={{ maxWidth: 900 }}
    >
      <HTMLTable compact style={{ marginBottom: 12 }} data-testid="cheque-facts">
        <tbody>
          <tr>
            <th>{t('cheques.field.amount')}</th>
            <td dir="ltr" data-testid="cheque-amount">
              {formatAmount(cheque.amount)} {cheque.currency}
            </td>
          </tr>
          <tr>
            <th>{t('cheques.field.date')}</th>
            <td dir="ltr">{formatDate(cheque.date)}</td>
          </tr>
          {cheque.batchNo && (
            <tr>
              <th>{t('cheques.field.batchNo')}</th>
              <td dir="ltr">{cheque.batchNo}</td>
            </tr>
          )}
          {cheque.endorseBatchNo && (
            <tr>
              <th>{t('cheques.field.endorseBatchNo')}</th>
              <td dir="ltr">{cheque.endorseBatchNo}</td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      <form onSubmit={save} noValidate>
        <fieldset disabled={!editable || event.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div style={formGridStyle}>
            <AccountPicker name="accountId-view" label={t('cheques.field.account')} value={String(cheque.accountId)} onChange={() => {}} disabled />
            <DateField {...field('dueDate')} label={t('cheques.field.dueDate')} required readOnly={!editable} />
            <TextField {...field('serialNo')} label={t('cheques.field.serialNo')} dir="ltr" />
            <TextField {...field('bank')} label={t('cheques.field.bank')} />
            <TextField {...field('drawer')} label={t('cheques.field.drawer')} />
            <TextField {...field('note')} label={t('cheques.field.note')} />
          </div>
        </fieldset>
        {editable && (
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            disabled={!dirty}
            loading={event.isPending}
            text={t('cheques.save')}
            data-testid="cheque-save"
          />
        )}
      </form>
      {actions.length > 0 && (
        <div style={{ marginTop: 16 }} data-testid="cheque-actions">
          {dirty && <Callout style={{ marginBottom: 8 }}>{t('cheques.saveFirst')}</Callout>}
          <div style={formGridStyle}>
            {(actions.includes('COLLECT') || actions.includes('PAY')) && (
              <CashAccountSelect value={cashAccountId} onChange={setCashAccountId} error={errors.cashAccountId} />
            )}
            {actions.includes('ENDORSE') && (
              <AccountPicker name="endorseTo" label={t('cheques.field.supplier')} value={supplier} onChange={setSupplier} error={errors.accountId} />
            )}
          </div>
          <LifecycleBar
            events={actions}
            label={(a) => t(`history.event.${a}`)}
            serverAllowed={allowed}
            held={dirty ? Object.fromEntries(actions.map((a) => [a, t('cheques.saveFirst')])) : {}}
            onlyAllowed
            busy={event.isPending}
            loading={event.isPending ? event.variables?.type : null}
            testId={(a) => `cheque-${a.toLowerCase()}`}
            onEvent={act}
          />
        </div>
      )}
    </DocumentFormShell>
  );
}
