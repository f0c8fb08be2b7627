import { allowedByRoles, LOAN_RULES_WRITE_ROLES } from '../../../domain/roles';
import { Button, Callout, Card, Checkbox, H3, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { ITEM_TYPES, MEMBER_CATEGORIES, type LoanRule } from '../../../domain/library/loan-rules';
import type { LibraryRules } from '../../../domain/schemas/library';
import { useLibraryRules } from '../../api/fetchLibraryRules';
import { useSaveLibraryRules } from '../../api/saveLibraryRules';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../common/listHelpers';
import { useUiSettings } from '../../api/fetchUiSettings';

const NUMBERS = ['loanDays', 'graceDays', 'maxLoans', 'maxRenewals'] as const;
const AMOUNTS = ['finePerDay', 'fineCap'] as const;
type Cell = LibraryRules['cells'][number];

/**
 * /kutuphane/ayar: the loan rules matrix, member category × item type, as in Koha. The first row is the default rule
 * every cell not listed falls to; each cell gives the loan days, grace days, loans and renewals allowed, holds, and the
 * fine per late day with its cap.
 */
export function RulesPage({ path }: { path: string }) {
  const t = useT();
  const rules = useLibraryRules();
  const save = useSaveLibraryRules();
  // the matrix is the manager's (and the admin's), as the server decides it
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const mayWrite = allowedByRoles(LOAN_RULES_WRITE_ROLES, roles);
  const [draft, setDraft] = useState<LibraryRules | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (rules.data) setDraft(rules.data);
  }, [rules.data]);
  if (!draft) return <Spinner size={32} />;

  const setRule = (index: number, patch: Partial<Cell>) => {
    setSaved(false);
    setDraft((d) => {
      if (!d) return d;
      if (index < 0) return { ...d, defaultRule: { ...d.defaultRule, ...patch } };
      return { ...d, cells: d.cells.map((c, i) => (i === index ? { ...c, ...patch } : c)) };
    });
  };
  const addCell = () => setDraft((d) => d && { ...d, cells: [...d.cells, { ...d.defaultRule, memberCategory: 'student', itemType: 'book' }] });
  const removeCell = (index: number) => setDraft((d) => d && { ...d, cells: d.cells.filter((_, i) => i !== index) });
  const onSave = () => {
    setErrors({});
    save.mutate(draft, { onSuccess: () => setSaved(true), onError: (err) => setErrors(fieldErrors(err)) });
  };
  const prefix = (index: number) => (index < 0 ? 'defaultRule' : `cells.${index}`);

  const row = (rule: LoanRule, index: number, cell?: Cell) => (
    <tr key={index} data-testid="rule-row">
      <td>
        {cell ? (
          <HTMLSelect
            aria-label={t('library.field.category')}
            value={cell.memberCategory}
            disabled={!mayWrite}
            onChange={(e) => setRule(index, { memberCategory: e.target.value as Cell['memberCategory'] })}
            options={MEMBER_CATEGORIES.map((c) => ({ value: c, label: t(`library.category.${c}`) }))}
          />
        ) : (
          <strong>{t('library.defaultRule')}</strong>
        )}
      </td>
      <td>
        {cell && (
          <HTMLSelect
            aria-label={t('library.field.itemType')}
            value={cell.itemType}
            disabled={!mayWrite}
            onChange={(e) => setRule(index, { itemType: e.target.value as Cell['itemType'] })}
            options={ITEM_TYPES.map((c) => ({ value: c, label: t(`library.itemType.${c}`) }))}
          />
        )}
      </td>
      {NUMBERS.map((k) => (
        <td key={k}>
          <InputGroup
            aria-label={t(`library.rule.${k}`)}
            inputMode="numeric"
            dir="ltr"
            style={{ width: 64 }}
            readOnly={!mayWrite}
            intent={errors[`${prefix(index)}.${k}`] ? 'danger' : 'none'}
            title={errors[`${prefix(index)}.${k}`]}
            value={String(rule[k])}
            onChange={(e) => setRule(index, { [k]: /^\d+$/.test(e.target.value) ? Number(e.target.value) : (e.target.value as unknown as number) })}
          />
        </td>
      ))}
      <td>
        <Checkbox
          aria-label={t('library.rule.holdsAllowed')}
          disabled={!mayWrite}
          checked={rule.holdsAllowed}
          onChange={(e) => setRule(index, { holdsAllowed: e.currentTarget.checked })}
        />
      </td>
      {AMOUNTS.map((k) => (
        <td key={k}>
          <InputGroup
            aria-label={t(`library.rule.${k}`)}
            inputMode="decimal"
            dir="ltr"
            style={{ width: 88 }}
            readOnly={!mayWrite}
            intent={errors[`${prefix(index)}.${k}`] ? 'danger' : 'none'}
            title={errors[`${prefix(index)}.${k}`]}
            value={rule[k]}
            onChange={(e) => setRule(index, { [k]: e.target.value.replace(',', '.') })}
          />
        </td>
      ))}
      <td>{cell && mayWrite && <Button minimal icon="trash" aria-label={t('library.removeCell')} onClick={() => removeCell(index)} />}</td>
    </tr>
  );

  return (
    <Card className="defter-page" data-testid="library-rules" data-route={path}>
      <H3>{t('route.libraryRules')}</H3>
      {Object.keys(errors).length > 0 && (
        <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="rules-errors">
          {Object.entries(errors).map(([k, m]) => (
            <div key={k}>{m}</div>
          ))}
        </Callout>
      )}
      {saved && (
        <Callout intent="success" style={{ marginBottom: 12 }} data-testid="rules-saved">
          {t('library.saved')}
        </Callout>
      )}
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('library.field.category')}</th>
              <th>{t('library.field.itemType')}</th>
              {[...NUMBERS, 'holdsAllowed', ...AMOUNTS].map((k) => (
                <th key={k}>{t(`library.rule.${k}`)}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {row(draft.defaultRule, -1)}
            {draft.cells.map((c, i) => row(c, i, c))}
          </tbody>
        </HTMLTable>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginTop: 12 }}>
        <label htmlFor="hold-expiry">{t('library.rule.holdExpiryDays')}</label>
        <InputGroup
          id="hold-expiry"
          inputMode="numeric"
          dir="ltr"
          style={{ width: 64 }}
          readOnly={!mayWrite}
          value={String(draft.holdExpiryDays)}
          onChange={(e) =>
            setDraft({ ...draft, holdExpiryDays: /^\d+$/.test(e.target.value) ? Number(e.target.value) : (e.target.value as unknown as number) })
          }
        />
        {mayWrite && <Button icon="add" text={t('library.addCell')} onClick={addCell} data-testid="rules-add" />}
        {mayWrite && <Button intent="primary" icon="floppy-disk" loading={save.isPending} text={t('library.save')} onClick={onSave} data-testid="rules-save" />}
      </div>
    </Card>
  );
}
