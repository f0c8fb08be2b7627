import { useState } from 'react';
import type { AccountGroup } from '../../../domain/schemas/account-groups';
import { useAccountGroups, useDeleteAccountGroup, useSaveAccountGroup } from '../../api/accountGroups';
import { useT } from '../../i18n/useT';
import { DefinitionDialog } from '../common/DefinitionDialog';
import { InlineList } from '../common/InlineList';
import { RowButton } from '../common/RowButton';

/** /sistem/tclnt: the current-account groups an account belongs to, used to filter the account list and reports. */
export function AccountGroupsPage({ path }: { path: string }) {
  const t = useT();
  const { data } = useAccountGroups();
  const remove = useDeleteAccountGroup();
  const save = useSaveAccountGroup();
  const [editing, setEditing] = useState<{ group?: AccountGroup } | null>(null);

  return (
    <InlineList<AccountGroup>
      testId="account-group-list"
      route={path}
      title={t('route.accountGroups')}
      newText={t('accountGroups.new')}
      onNew={() => setEditing({})}
      note={t('accountGroups.note')}
      rows={data}
      searchText={(g) => g.name}
      rowKey={(g) => g.id}
      rowProps={(g) => ({ 'data-name': g.name })}
      columns={[
        { key: 'name', header: t('units.name'), cell: (g) => g.name },
        { key: 'accounts', header: t('accountGroups.accounts'), cell: (g) => g.accounts },
        {
          key: 'actions',
          header: '',
          cell: (g) => (
            <>
              <RowButton icon="edit" text={t('definitions.edit')} onClick={() => setEditing({ group: g })} testId="edit" />
              {g.accounts === 0 && <RowButton icon="trash" text={t('units.delete')} onClick={() => remove.mutate(g.id)} testId="delete" />}
            </>
          ),
        },
      ]}
    >
      {editing && (
        <DefinitionDialog
          title={editing.group ? t('accountGroups.editTitle') : t('accountGroups.new')}
          testId="account-group-dialog"
          fields={[{ kind: 'text', name: 'name', label: t('units.name'), required: true }]}
          initial={{ name: editing.group?.name ?? '' }}
          save={(v) => save.mutateAsync({ id: editing.group?.id, name: String(v.name) })}
          onClose={() => setEditing(null)}
        />
      )}
    </InlineList>
  );
}
