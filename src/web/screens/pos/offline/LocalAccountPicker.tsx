import { FormGroup, MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useEffect, useState } from 'react';
import { accountById, searchAccountsLocally } from '../../../offline/localLists';
import type { LocalAccount, OfflineDb } from '../../../offline/offlineDb';
import { useT } from '../../../i18n/useT';

const INPUT_ID = `f-posAccount`;

interface Props {
  db: OfflineDb;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
}

/** The customer of a sale on account, chosen from the accounts kept in the browser: works without a connection. */
export function LocalAccountPicker({ db, label, value, onChange, disabled }: Props) {
  const t = useT();
  const [query, setQuery] = useState('');
  // the rows found for a text, offered only while that text is the one typed (see freshItems)
  const [found, setFound] = useState<{ query: string; rows: LocalAccount[] }>({ query: '', rows: [] });
  const [chosen, setChosen] = useState<LocalAccount | null>(null);
  useEffect(() => {
    let live = true;
    void searchAccountsLocally(db, query, 20).then((rows) => live && setFound({ query, rows }));
    return () => {
      live = false;
    };
  }, [db, query]);
  useEffect(() => {
    if (value === null) setChosen(null);
    else void accountById(db, value).then(setChosen);
  }, [db, value]);
  const render: ItemRenderer<LocalAccount> = (a, { handleClick, handleFocus, modifiers, ref }) => (
    <MenuItem
      key={a.id}
      ref={ref}
      active={modifiers.active}
      text={a.name}
      label={a.code}
      onClick={handleClick}
      onFocus={handleFocus}
      data-testid="posAccount-option"
      data-id={a.id}
      roleStructure="listoption"
    />
  );
  return (
    <FormGroup label={label} labelFor={INPUT_ID} style={{ minWidth: 0 }}>
      <Suggest<LocalAccount>
        items={found.query === query ? found.rows : []}
        itemRenderer={render}
        itemsEqual="id"
        inputValueRenderer={(a) => `${a.name} (${a.code})`}
        selectedItem={chosen}
        onItemSelect={(a) => onChange(a.id)}
        query={query}
        onQueryChange={setQuery}
        resetOnQuery={false}
        disabled={disabled}
        noResults={<MenuItem disabled text={t('offline.noAccounts')} roleStructure="listoption" />}
        fill
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{ id: INPUT_ID, name: 'posAccount', placeholder: t('offline.accountPick'), 'data-testid': 'picker-posAccount' } as never}
      />
    </FormGroup>
  );
}
