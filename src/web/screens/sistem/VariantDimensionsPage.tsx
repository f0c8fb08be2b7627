import { useState } from 'react';
import type { Dimension } from '../../../domain/schemas/variants';
import { parseValueLines, valueLinesText } from '../../../domain/variants/value-lines';
import { useDeleteDimension, useDimensions, useSaveDimension } from '../../api/variants';
import { useT } from '../../i18n/useT';
import { DefinitionDialog } from '../common/DefinitionDialog';
import { InlineList } from '../common/InlineList';
import { RowButton } from '../common/RowButton';

/**
 * /sistem/varyant: the variant dimensions (size, colour, binding …) and their values, added and changed in a dialog.
 * The values are typed separated by commas, each with its code after `=` when it is not the name's own (`Kırmızı = RED`).
 */
export function VariantDimensionsPage({ path }: { path: string }) {
  const t = useT();
  const { data } = useDimensions();
  const remove = useDeleteDimension();
  const [editing, setEditing] = useState<{ dimension?: Dimension } | null>(null);

  return (
    <InlineList<Dimension>
      testId="variant-dimension-list"
      route={path}
      title={t('route.variantDimensions')}
      newText={t('variants.newDimension')}
      onNew={() => setEditing({})}
      note={t('variants.dimensionsNote')}
      rows={data}
      searchText={(d) => `${d.name} ${d.values.map((v) => v.name).join(' ')}`}
      rowKey={(d) => d.id}
      rowProps={(d) => ({ 'data-name': d.name })}
      columns={[
        { key: 'name', header: t('variants.dimension'), cell: (d) => d.name },
        { key: 'values', header: t('variants.values'), cell: (d) => d.values.map((v) => `${v.name} (${v.code})`).join(', ') },
        {
          key: 'actions',
          header: '',
          cell: (d) => (
            <>
              <RowButton icon="edit" text={t('definitions.edit')} onClick={() => setEditing({ dimension: d })} testId="edit" />
              {!d.inUse && <RowButton icon="trash" text={t('variants.delete')} onClick={() => remove.mutate(d.id)} testId="delete" />}
            </>
          ),
        },
      ]}
    >
      {editing && <DimensionDialog dimension={editing.dimension} onClose={() => setEditing(null)} />}
    </InlineList>
  );
}

function DimensionDialog({ dimension, onClose }: { dimension?: Dimension; onClose: () => void }) {
  const t = useT();
  const save = useSaveDimension();
  return (
    <DefinitionDialog
      title={dimension ? t('variants.editDimension') : t('variants.newDimension')}
      testId="variant-dimension-dialog"
      fields={[
        { kind: 'text', name: 'name', label: t('variants.dimension'), required: true },
        { kind: 'text', name: 'values', label: t('variants.valuesHelp'), required: true },
      ]}
      initial={{ name: dimension?.name ?? '', values: dimension ? valueLinesText(dimension.values) : '' }}
      save={(v) =>
        save.mutateAsync({
          id: dimension?.id,
          name: String(v.name),
          // a value keeps its id (and the variants that have it) while its code stays
          values: parseValueLines(String(v.values)).map((line) => ({ ...line, id: dimension?.values.find((x) => x.code === line.code)?.id })),
        })
      }
      onClose={onClose}
    />
  );
}
