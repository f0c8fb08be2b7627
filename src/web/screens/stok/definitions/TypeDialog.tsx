import { useSaveDefinition } from '../../../api/saveDefinition';
import type { Definition } from '../../../../domain/schemas/definitions';
import { useT } from '../../../i18n/useT';
import { DefinitionDialog } from '../../common/DefinitionDialog';
import { useActiveField } from './activeField';

/** Adds or renames a product type; an existing one can be made passive. */
export function TypeDialog({ type, onClose }: { type?: Definition; onClose: () => void }) {
  const t = useT();
  const save = useSaveDefinition('type');
  const active = useActiveField();
  return (
    <DefinitionDialog
      title={type ? t('definitions.type.editTitle') : t('definitions.type.new')}
      testId="type-dialog"
      fields={[{ kind: 'text', name: 'name', label: t('definitions.type.name'), required: true }, ...(type ? [active] : [])]}
      initial={{ name: type?.name ?? '', active: type?.active ?? true }}
      save={(v) => save.mutateAsync({ id: type?.id, body: { name: v.name, active: v.active } })}
      onClose={onClose}
    />
  );
}
