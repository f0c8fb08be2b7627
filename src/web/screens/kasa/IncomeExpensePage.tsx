import { Button, Card, H3, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { INCOME_EXPENSE_DIRECTIONS, type Definition } from '../../../domain/schemas/definitions';
import { useDefinitions } from '../../api/fetchDefinitions';
import { useSaveDefinition } from '../../api/saveDefinition';
import { useT } from '../../i18n/useT';
import { DefinitionAuthorityNote, useDefinitionAuthority } from '../common/DefinitionAuthority';
import { DefinitionDialog } from '../common/DefinitionDialog';
import { useMayWrite } from '../common/useMayWrite';

const directionOf = (d: Definition) => String((d as Record<string, unknown>).direction ?? '');

/** /kasa/gelirgider: the income and expense items (rent, salaries, commissions received …) that income and expense vouchers name. */
export function IncomeExpensePage({ path }: { path: string }) {
  const t = useT();
  const { data, isPending } = useDefinitions('incomeExpense', { limit: 500, offset: 0 });
  // the items are definitions (spec §6, definition authority) of whoever writes the vouchers naming them
  const mayVoucher = useMayWrite('income');
  const canWrite = useDefinitionAuthority().may && mayVoucher;
  const [editing, setEditing] = useState<{ item?: Definition } | null>(null);
  return (
    <Card className="defter-page" data-testid="income-expense-list" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t('route.incomeExpenseDefinitions')}</H3>
        {canWrite && <Button icon="plus" intent="primary" text={t('incomeExpense.new')} data-testid="income-expense-new" onClick={() => setEditing({})} />}
      </div>
      <DefinitionAuthorityNote />
      {isPending ? (
        <Spinner />
      ) : !data?.items.length ? (
        <NonIdealState icon="dollar" title={t('incomeExpense.empty')} />
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t('incomeExpense.field.name')}</th>
              <th>{t('incomeExpense.field.direction')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.items.map((d) => (
              <tr key={d.id} data-testid="income-expense-row" data-id={d.id}>
                <td>{d.name}</td>
                <td>
                  <Tag minimal intent={directionOf(d) === 'income' ? 'success' : 'warning'}>
                    {t(`incomeExpense.direction.${directionOf(d) || 'expense'}`)}
                  </Tag>
                </td>
                <td style={{ textAlign: 'end' }}>
                  {canWrite && (
                    <Button small minimal icon="edit" text={t('cashAccounts.edit')} onClick={() => setEditing({ item: d })} data-testid="income-expense-edit" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && <IncomeExpenseDialog item={editing.item} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function IncomeExpenseDialog({ item, onClose }: { item?: Definition; onClose: () => void }) {
  const t = useT();
  const save = useSaveDefinition('incomeExpense');
  return (
    <DefinitionDialog
      title={t(item ? 'incomeExpense.editTitle' : 'incomeExpense.new')}
      testId="income-expense-dialog"
      fields={[
        { kind: 'text', name: 'name', label: t('incomeExpense.field.name'), required: true },
        {
          kind: 'select',
          name: 'direction',
          label: t('incomeExpense.field.direction'),
          required: true,
          options: INCOME_EXPENSE_DIRECTIONS.map((d) => ({ value: d, label: t(`incomeExpense.direction.${d}`) })),
        },
      ]}
      initial={{ name: item?.name ?? '', direction: item ? directionOf(item) : 'expense' }}
      save={(v) => save.mutateAsync({ id: item?.id, body: { name: v.name, direction: v.direction, active: item?.active ?? true } })}
      onClose={onClose}
    />
  );
}
