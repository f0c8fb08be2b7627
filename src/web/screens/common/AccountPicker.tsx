import { FormGroup, MenuItem, Spinner } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useEffect, useState } from 'react';
import { useAccount } from '../../api/fetchAccount';
import type { Account } from '../../../domain/schemas/accounts';
import { useAccounts } from '../../api/fetchAccounts';
import { useT } from '../../i18n/useT';
import { focusNextField } from './keyboardFocus';
import { freshItems } from './freshItems';

interface Props {
  name: string;
  label: string;
  /** the chosen account's id, '' for none */
  value: string;
  onChange: (id: string) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/** An account chosen by typing part of its name or code (GET /api/accounts?q=, Turkish folding on the server). */
export function AccountPicker({ name, label, value, onChange, error, disabled, required }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const accounts = useAccounts({ q: search, limit: 20, offset: 0 });
  const chosen = useAccount(value ? Number(value) : null);
  // cleared from outside (a filter reset): the typed text goes too
  useEffect(() => {
    if (!value) setSearch('');
  }, [value]);
  const renderAccount: ItemRenderer<Account> = (a, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={a.id}
        ref={ref}
        active={modifiers.active}
        text={a.name}
        label={a.code ?? undefined}
        onClick={handleClick}
        onFocus={handleFocus}
        data-testid={`${name}-option`}
        data-id={a.id}
        roleStructure="listoption"
      />
    ) : null;
  return (
    <FormGroup
      label={label}
      labelFor={`f-${name}`}
      labelInfo={required ? '*' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span data-testid={`error-${name}`}>{error}</span> : undefined}
      style={{ minWidth: 0 }}
    >
      <Suggest<Account>
        items={freshItems(accounts)}
        itemRenderer={renderAccount}
        itemsEqual="id"
        inputValueRenderer={(a) => (a.code ? `${a.name} (${a.code})` : a.name)}
        selectedItem={value && chosen.data ? chosen.data : null}
        onItemSelect={(a) => {
          onChange(String(a.id));
          focusNextField(document.getElementById(`f-${name}`));
        }}
        query={search}
        onQueryChange={setSearch}
        resetOnQuery={false}
        disabled={disabled}
        noResults={<MenuItem disabled text={accounts.isFetching ? <Spinner size={16} /> : t('vouchers.noAccounts')} roleStructure="listoption" />}
        fill
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={
          {
            id: `f-${name}`,
            name,
            placeholder: t('vouchers.accountPick'),
            title: t('vouchers.accountSearch'),
            intent: error ? 'danger' : 'none',
            'data-testid': `picker-${name}`,
          } as never
        }
      />
    </FormGroup>
  );
}
