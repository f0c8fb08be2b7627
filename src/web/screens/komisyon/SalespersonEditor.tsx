import { Button, Callout, Checkbox, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { COMMISSION_PERIODS } from '../../../domain/commissions/periods';
import { COMMISSION_BASES, COMMISSION_SCOPES, PREMIUM_KINDS, type CommissionBasis, type CommissionScope } from '../../../domain/commissions/rules';
import type { Salesperson } from '../../../domain/schemas/commissions';
import { useColleagues } from '../../api/fetchColleagues';
import { useDefinitionOptions } from '../../api/fetchDefinitionOptions';
import { useProduct } from '../../api/fetchProduct';
import { useSaveSalesperson } from '../../api/commissions';
import { useT } from '../../i18n/useT';
import { formGridStyle, SelectField, TextField } from '../common/FormField';
import { formErrors } from '../common/listHelpers';
import { ProductPicker } from '../common/ProductPicker';
import { RowButton } from '../common/RowButton';
import { bodyOf, draftOf, type RuleDraft, type SalespersonDraft, type TargetDraft } from './salespersonForm';

const NEW_RULE = { scope: 'all' as CommissionScope, groupId: '', productId: '', basis: 'sales' as CommissionBasis, rate: '' };

/** One salesperson's card: who they are, their commission rules (one added at a time) and their targets per period. */
export function SalespersonEditor({ person, onDone }: { person: Salesperson | null; onDone: () => void }) {
  const t = useT();
  const colleagues = useColleagues();
  const groups = useDefinitionOptions('category');
  const save = useSaveSalesperson();
  const [draft, setDraft] = useState<SalespersonDraft>(() => draftOf(person));
  const [rule, setRule] = useState(NEW_RULE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const product = useProduct(rule.scope === 'product' && rule.productId ? Number(rule.productId) : null);
  const set = (patch: Partial<SalespersonDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setTarget = (i: number, patch: Partial<TargetDraft>) => set({ targets: draft.targets.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const err = (field: string) => errors[field];
  const groupName = (id: string) => groups.data?.find((g) => String(g.id) === id)?.name ?? id;

  const addRule = () => {
    const label = rule.scope === 'group' ? groupName(rule.groupId) : rule.scope === 'product' ? (product.data?.name ?? rule.productId) : '';
    set({ rules: [...draft.rules, { ...rule, label } satisfies RuleDraft] });
    setRule(NEW_RULE);
  };
  const submit = async () => {
    const out = bodyOf(draft);
    if ('errors' in out) return setErrors(Object.fromEntries(Object.entries(out.errors).map(([k, key]) => [k, t(key)])));
    try {
      await save.mutateAsync({ id: person?.id ?? null, body: out.body });
      onDone();
    } catch (e) {
      setErrors(formErrors(e));
    }
  };
  const unusedPeriod = COMMISSION_PERIODS.find((p) => !draft.targets.some((x) => x.period === p));

  return (
    <div data-testid="salesperson-editor" style={{ marginTop: 16 }}>
      <div style={formGridStyle}>
        <TextField name="name" label={t('commissions.name')} required value={draft.name} onChange={(name) => set({ name })} error={err('name')} />
        <SelectField
          name="userId"
          label={t('commissions.user')}
          value={draft.userId}
          onChange={(userId) => set({ userId })}
          error={err('userId')}
          options={[{ value: '', label: t('commissions.outside') }, ...(colleagues.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))]}
        />
        <Checkbox label={t('commissions.active')} checked={draft.active} onChange={(e) => set({ active: e.currentTarget.checked })} />
      </div>

      <h4>{t('commissions.rules')}</h4>
      <Callout intent="primary" style={{ marginBottom: 8 }}>
        {t('commissions.ruleNote')}
      </Callout>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped data-testid="commission-rules">
          <thead>
            <tr>
              <th>{t('commissions.scopeLabel')}</th>
              <th>{t('commissions.basisLabel')}</th>
              <th>{t('commissions.rate')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {draft.rules.map((r, i) => (
              <tr key={i} data-testid="commission-rule">
                <td>
                  {t(`commissions.scope.${r.scope}`)}
                  {r.label ? `: ${r.label}` : ''}
                  {[err(`rules.${i}.scope`), err(`rules.${i}.groupId`), err(`rules.${i}.productId`)].filter(Boolean).map((m) => (
                    <div key={m} className="bp6-text-danger bp6-text-small">
                      {m}
                    </div>
                  ))}
                </td>
                <td>{t(`commissions.basis.${r.basis}`)}</td>
                <td dir="ltr">
                  %{r.rate}
                  {err(`rules.${i}.rate`) && <div className="bp6-text-danger bp6-text-small">{err(`rules.${i}.rate`)}</div>}
                </td>
                <td>
                  <RowButton
                    icon="trash"
                    text={t('commissions.remove')}
                    onClick={() => set({ rules: draft.rules.filter((_, j) => j !== i) })}
                    testId="remove-rule"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div style={{ ...formGridStyle, alignItems: 'end' }} data-testid="commission-rule-new">
        <SelectField
          name="scope"
          label={t('commissions.scopeLabel')}
          value={rule.scope}
          onChange={(v) => setRule({ ...rule, scope: v as CommissionScope })}
          options={COMMISSION_SCOPES.map((s) => ({ value: s, label: t(`commissions.scope.${s}`) }))}
        />
        {rule.scope === 'group' && (
          <SelectField
            name="groupId"
            label={t('commissions.group')}
            value={rule.groupId}
            onChange={(groupId) => setRule({ ...rule, groupId })}
            options={[{ value: '', label: '' }, ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))]}
          />
        )}
        {rule.scope === 'product' && (
          <ProductPicker label={t('commissions.product')} value={rule.productId} onChange={(productId) => setRule({ ...rule, productId })} />
        )}
        <SelectField
          name="basis"
          label={t('commissions.basisLabel')}
          value={rule.basis}
          onChange={(v) => setRule({ ...rule, basis: v as CommissionBasis })}
          options={COMMISSION_BASES.map((b) => ({ value: b, label: t(`commissions.basis.${b}`) }))}
        />
        <TextField name="rate" label={t('commissions.rate')} inputMode="decimal" dir="ltr" value={rule.rate} onChange={(rate) => setRule({ ...rule, rate })} />
        <Button icon="add" text={t('commissions.addRule')} onClick={addRule} style={{ marginBottom: 15 }} data-testid="add-rule" />
      </div>

      <h4>{t('commissions.targets')}</h4>
      {draft.targets.map((x, i) => (
        <div key={i} style={{ ...formGridStyle, alignItems: 'end' }} data-testid="commission-target">
          <SelectField
            name={`targets.${i}.period`}
            label={t('commissions.periodLabel')}
            value={x.period}
            error={err(`targets.${i}.period`)}
            onChange={(v) => setTarget(i, { period: v as TargetDraft['period'] })}
            options={COMMISSION_PERIODS.map((p) => ({ value: p, label: t(`commissions.period.${p}`) }))}
          />
          <TextField
            name={`targets.${i}.amount`}
            label={t('commissions.targetAmount')}
            inputMode="decimal"
            dir="ltr"
            value={x.amount}
            error={err(`targets.${i}.amount`)}
            onChange={(amount) => setTarget(i, { amount })}
          />
          <SelectField
            name={`targets.${i}.premiumKind`}
            label={t('commissions.premiumKindLabel')}
            value={x.premiumKind}
            onChange={(v) => setTarget(i, { premiumKind: v as TargetDraft['premiumKind'] })}
            options={PREMIUM_KINDS.map((k) => ({ value: k, label: t(`commissions.premiumKind.${k}`) }))}
          />
          <TextField
            name={`targets.${i}.premium`}
            label={t('commissions.premium')}
            inputMode="decimal"
            dir="ltr"
            value={x.premium}
            error={err(`targets.${i}.premium`)}
            onChange={(premium) => setTarget(i, { premium })}
          />
          <RowButton
            icon="trash"
            text={t('commissions.remove')}
            onClick={() => set({ targets: draft.targets.filter((_, j) => j !== i) })}
            testId="remove-target"
          />
        </div>
      ))}
      {unusedPeriod && (
        <Button
          icon="add"
          text={t('commissions.addTarget')}
          onClick={() => set({ targets: [...draft.targets, { period: unusedPeriod, amount: '', premiumKind: 'fixed', premium: '0' }] })}
          data-testid="add-target"
        />
      )}
      {errors.form && (
        <Callout intent="danger" style={{ marginTop: 8 }}>
          {errors.form}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t('commissions.save')}
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="salesperson-save"
        />
        <Button text={t('commissions.cancel')} onClick={onDone} />
      </div>
    </div>
  );
}
