import { useState } from 'react';
import type { Unit } from '../../../domain/schemas/units';
import { useDeleteUnit, useSaveUnit, useUnits } from '../../api/units';
import { useT } from '../../i18n/useT';
import { DefinitionDialog } from '../common/DefinitionDialog';
import { InlineList } from '../common/InlineList';
import { RowButton } from '../common/RowButton';

/** /sistem/tunits: the units of measure and their conversions (KOLI = 12 ADET), added and changed in a dialog. */
export function UnitsPage({ path }: { path: string }) {
  const t = useT();
  const { data } = useUnits();
  const remove = useDeleteUnit();
  const [editing, setEditing] = useState<{ unit?: Unit } | null>(null);

  return (
    <InlineList<Unit>
      testId="unit-list"
      route={path}
      title={t('route.units')}
      newText={t('units.new')}
      onNew={() => setEditing({})}
      note={t('units.note')}
      rows={data}
      searchText={(u) => `${u.code} ${u.name}`}
      rowKey={(u) => u.id}
      rowProps={(u) => ({ 'data-code': u.code })}
      columns={[
        { key: 'code', header: t('units.code'), cell: (u) => <span dir="ltr">{u.code}</span> },
        { key: 'name', header: t('units.name'), cell: (u) => u.name },
        {
          key: 'conversion',
          header: t('units.conversion'),
          cell: (u) => (u.baseCode ? t('units.equals', { code: u.code, factor: u.factor, base: u.baseCode }) : ''),
        },
        {
          key: 'actions',
          header: '',
          cell: (u) => (
            <>
              <RowButton icon="edit" text={t('definitions.edit')} onClick={() => setEditing({ unit: u })} testId="edit" />
              {!u.inUse && <RowButton icon="trash" text={t('units.delete')} onClick={() => remove.mutate(u.id)} testId="delete" />}
            </>
          ),
        },
      ]}
    >
      {editing && <UnitDialog unit={editing.unit} units={data ?? []} onClose={() => setEditing(null)} />}
    </InlineList>
  );
}

function UnitDialog({ unit, units, onClose }: { unit?: Unit; units: Unit[]; onClose: () => void }) {
  const t = useT();
  const save = useSaveUnit();
  const bases = units.filter((u) => u.baseCode === null && u.code !== unit?.code);
  return (
    <DefinitionDialog
      title={unit ? t('units.editTitle') : t('units.new')}
      testId="unit-dialog"
      fields={[
        ...(unit ? [] : [{ kind: 'text' as const, name: 'code', label: t('units.code'), required: true }]),
        { kind: 'text', name: 'name', label: t('units.name'), required: true },
        {
          kind: 'select',
          name: 'baseCode',
          label: t('units.base'),
          options: [{ value: '', label: t('units.isBase') }, ...bases.map((b) => ({ value: b.code, label: `${b.code} · ${b.name}` }))],
        },
        { kind: 'text', name: 'factor', label: t('units.factor'), required: true },
      ]}
      initial={{ code: unit?.code ?? '', name: unit?.name ?? '', baseCode: unit?.baseCode ?? '', factor: unit?.factor ?? '1' }}
      save={(v) =>
        save.mutateAsync({
          id: unit?.id,
          code: String(v.code),
          name: String(v.name),
          baseCode: v.baseCode ? String(v.baseCode) : null,
          factor: String(v.factor),
        })
      }
      onClose={onClose}
    />
  );
}
