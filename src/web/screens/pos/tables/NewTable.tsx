import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openTable } from '../../../api/openTable';
import { useT } from '../../../i18n/useT';
import { navigate } from '../../../routes/hashLocation';
import { routePath } from '../../../routes/routeTable';
import { tableKeys } from '../../../api/queryKeys';

/** /fis/posmasa/yeni: the table's name, Enter, and the bill opens. */
export function NewTable({ active }: { active: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (active) input.current?.focus();
  }, [active]);

  const submit = async () => {
    const tableName = name.trim();
    if (!tableName || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const bill = await openTable(tableName);
      setName('');
      await queryClient.invalidateQueries({ queryKey: tableKeys.all });
      navigate(routePath('/fis/posmasa/duzen/{id}', { id: bill.id }));
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="tables-new"
      data-testid="tables-new-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormGroup label={t('tables.tableName')} labelFor="tables-new-name">
        <InputGroup
          id="tables-new-name"
          inputRef={input}
          large
          data-testid="tables-new-name"
          placeholder={t('tables.tableNamePlaceholder')}
          value={name}
          maxLength={50}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') navigate('/fis/posmasa');
          }}
        />
      </FormGroup>
      {problem && (
        <Callout intent="danger" data-testid="tables-new-problem">
          {problem}
        </Callout>
      )}
      <div className="tables-actions">
        <Button type="submit" intent="primary" data-testid="tables-new-open" loading={busy} disabled={!name.trim()}>
          {t('tables.openBill')}
        </Button>
        <Button onClick={() => navigate('/fis/posmasa')}>{t('tables.back')}</Button>
      </div>
    </form>
  );
}
