import { Button, Callout, Card, Checkbox, FormGroup, H3, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatAmount } from '../../../domain/format';
import { totalsByCurrency } from '../../../domain/money/currency-totals';
import { useChequePortfolio } from '../../api/fetchChequePortfolio';
import { showNotice } from '../../api/errorBus';
import { useSaveChequeBatch } from '../../api/saveChequeBatch';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { AccountPicker } from '../common/AccountPicker';
import { CashAccountSelect } from './CashAccountSelect';
import { ChequeTable } from './ChequeTable';
import { CHEQUE_LIST, SLIP_EVENTS, sideOfType, type ChequePage } from './chequePages';
import { slipErrors } from './slipErrors';
import { schemaIssues } from '../common/schemaErrors';
import { chequeBatchBody } from '../../../../machines/cheque/schemas';

/**
 * A moving slip (bordro): collection (tahsilat), payment (ödeme), return of a received or own cheque (giriş / çıkış
 * iade), or endorsement to a supplier. It lists the cheques whose machine allows the slip's event now, the user ticks
 * several, and one call moves them all or none (a refused cheque is named on its row).
 */
export function ChequeSlipPage({ page, path, before, title }: { page: ChequePage; path: string; before?: ReactNode; title?: string }) {
  const t = useT();
  const portfolio = useChequePortfolio();
  const event = SLIP_EVENTS[page.kind as keyof typeof SLIP_EVENTS];
  const [chosen, setChosen] = useState<number[]>([]);
  const [account, setAccount] = useState('');
  const [supplier, setSupplier] = useState('');
  const [cashAccountId, setCashAccountId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [other, setOther] = useState<string[]>([]);
  const save = useSaveChequeBatch();
  if (portfolio.isPending) return <NonIdealState icon={<Spinner />} title={t('cheques.loading')} />;
  const eligible = (portfolio.data?.items ?? []).filter((c) => sideOfType(c.type) === page.side && c.allowedEvents.includes(event));
  const accounts = [...new Map(eligible.map((c) => [String(c.accountId), c.accountName ?? String(c.accountId)])).entries()];
  const shown = eligible.filter((c) => !account || String(c.accountId) === account);
  const picked = eligible.filter((c) => chosen.includes(c.id));
  const totals = totalsByCurrency(picked.map((c) => ({ amount: c.amount, currency: c.currency ?? 'TRY' })));
  const settles = page.kind === 'collect' || page.kind === 'pay';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const documents = picked.map((c) => ({ id: c.id, version: c.version }));
    const body =
      page.kind === 'endorse'
        ? { kind: 'endorse' as const, accountId: supplier, documents }
        : settles
          ? { kind: page.kind as 'collect' | 'pay', cashAccountId, documents }
          : { kind: 'return' as const, documents };
    const local = schemaIssues(chequeBatchBody, body, t).errors;
    if (picked.length === 0) local.documents = t('cheques.pickSome');
    setErrors(local);
    setOther([]);
    if (Object.keys(local).length) return;
    save.mutate(body, {
      onSuccess: (reply) => {
        showNotice({ kind: 'toast', intent: 'success', message: t('cheques.slipSaved', { number: reply.batchNo, n: reply.documents.length }), timeout: 4000 });
        setChosen([]);
        navigate(CHEQUE_LIST);
      },
      onError: (err) => {
        const r = slipErrors(err);
        // a refused cheque is named by its place in the slip: its number says which one
        const rows = Object.entries(r.fields)
          .filter(([k]) => /^documents\.\d+$/.test(k))
          .map(([k, m]) => `${picked[Number(k.split('.')[1])]?.number ?? ''}: ${m}`);
        setErrors(r.fields);
        setOther([...rows, ...r.other.filter((m) => !rows.some((row) => row.endsWith(m)))]);
        void portfolio.refetch();
      },
    });
  };

  return (
    <Card className="defter-page" data-testid="cheque-slip" data-route={path} data-kind={page.kind}>
      <H3>{title ?? t(`route.${page.key}New`)}</H3>
      {before}
      <Callout icon="info-sign" style={{ marginBottom: 12 }}>
        {t(`cheques.slipEffect.${page.kind}`)}
      </Callout>
      {other.length > 0 && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 12 }} data-testid="slip-error">
          {other.map((m, i) => (
            <div key={i}>{m}</div>
          ))}
        </Callout>
      )}
      <form onSubmit={submit} noValidate>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
          {page.kind === 'endorse' && (
            <div style={{ flex: '1 1 260px' }}>
              <AccountPicker name="accountId" label={t('cheques.field.supplier')} value={supplier} onChange={setSupplier} error={errors.accountId} required />
            </div>
          )}
          {settles && (
            <div style={{ flex: '1 1 260px' }}>
              <CashAccountSelect value={cashAccountId} onChange={setCashAccountId} error={errors.cashAccountId} />
            </div>
          )}
          <FormGroup label={t('cheques.field.account')} labelFor="slip-account" style={{ flex: '1 1 200px' }}>
            <HTMLSelect
              id="slip-account"
              fill
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              options={[{ value: '', label: t('cheques.allAccounts') }, ...accounts.map(([id, name]) => ({ value: id, label: name }))]}
            />
          </FormGroup>
        </div>
        {shown.length === 0 ? (
          <NonIdealState icon="inbox" title={t('cheques.noneToMove')} />
        ) : (
          <ChequeTable
            items={shown}
            testId="slip-cheques"
            lead={{
              header: t('cheques.pick'),
              cell: (c) => (
                <Checkbox
                  style={{ margin: 0 }}
                  aria-label={c.number}
                  checked={chosen.includes(c.id)}
                  onChange={(e) => setChosen((ids) => ((e.target as HTMLInputElement).checked ? [...ids, c.id] : ids.filter((id) => id !== c.id)))}
                  data-testid="slip-pick"
                />
              ),
            }}
          />
        )}
        {errors.documents && (
          <p className="bp6-text-small" style={{ color: 'var(--defter-danger, #c23030)' }} data-testid="error-documents">
            {errors.documents}
          </p>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 12 }}>
          <span style={{ flex: '1 1 auto' }} />
          <strong data-testid="slip-total" dir="ltr">
            {t('cheques.slipTotal', { n: picked.length })}:{' '}
            {totals.length ? totals.map((s) => `${formatAmount(s.total)} ${s.currency}`).join(' + ') : formatAmount('0')}
          </strong>
          <Button type="submit" intent="primary" icon="tick" loading={save.isPending} text={t(`cheques.slipSave.${page.kind}`)} data-testid="slip-save" />
        </div>
      </form>
    </Card>
  );
}
