import { Button, Callout, H5, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { QrMenuTable } from '../../../../domain/schemas/qr-menu';
import { useAddQrMenuTable, useQrMenuTables, useRemoveQrMenuTable } from '../../../api/qrMenu';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';
import { menuUrl, qrPng } from './menuUrl';

interface Printed {
  table: QrMenuTable;
  url: string;
  png: string;
}

/**
 * The tables whose QR codes open the menu: named as the till's table tracking names them, each with its code. Printing
 * one shows its card (the table's name, the QR code of the menu's address with the table's code) and prints that card alone.
 */
export function QrMenuTables({ host }: { host: string | null }) {
  const t = useT();
  const tables = useQrMenuTables();
  const add = useAddQrMenuTable();
  const remove = useRemoveQrMenuTable();
  const [name, setName] = useState('');
  const [printed, setPrinted] = useState<Printed | null>(null);
  const errors = formErrors(add.error);

  useEffect(() => {
    if (printed) window.print();
  }, [printed]);

  const print = async (table: QrMenuTable) => {
    const url = menuUrl(table.code, host);
    setPrinted({ table, url, png: await qrPng(url) });
  };

  return (
    <section data-testid="qrmenu-tables">
      <H5>{t('qrmenu.tables')}</H5>
      <form
        className="qrmenu-row"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(name, { onSuccess: () => setName('') });
        }}
      >
        <InputGroup
          value={name}
          placeholder={t('qrmenu.tableName')}
          aria-label={t('qrmenu.tableName')}
          data-testid="qrmenu-table-name"
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" icon="add" text={t('qrmenu.addTable')} loading={add.isPending} data-testid="qrmenu-table-add" />
      </form>
      {Object.values(errors)[0] && <Callout intent="danger">{Object.values(errors)[0]}</Callout>}
      <HTMLTable compact striped className="qrmenu-table-list">
        <tbody>
          {(tables.data ?? []).map((table) => (
            <tr key={table.id} data-testid="qrmenu-table" data-name={table.name}>
              <td>{table.name}</td>
              <td>
                <Button small icon="print" text={t('qrmenu.printQr')} data-testid="qrmenu-print" onClick={() => void print(table)} />{' '}
                <Button small minimal intent="danger" icon="trash" aria-label={t('qrmenu.removeTable')} onClick={() => remove.mutate(table.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {printed && (
        <div className="qrmenu-print-area" data-testid="qrmenu-print-area" data-url={printed.url}>
          <h2>{printed.table.name}</h2>
          <img src={printed.png} alt={printed.url} data-testid="qrmenu-qr" width={240} height={240} />
          <p>{t('qrmenu.scanToOrder')}</p>
        </div>
      )}
    </section>
  );
}
