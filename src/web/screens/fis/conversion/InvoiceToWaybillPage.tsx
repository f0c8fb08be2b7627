import { AnchorButton, Card, H3, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { formatDate, formatGrandTotal } from '../../../../domain/format';
import { useDocuments } from '../../../api/fetchDocuments';
import { useT } from '../../../i18n/useT';
import { PAGE_SIZE, useDebounced, useSearchHotkey } from '../../common/listHelpers';

/** /fis/donusum: completed sales and purchase invoices, each with its way into the invoice → waybill wizard. */
export function InvoiceToWaybillPage({ path }: { path: string }) {
  const t = useT();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchHotkey(searchRef);
  const { data, isPending } = useDocuments({ type: 'salesInvoice,purchaseInvoice', status: 'completed', q: q || undefined, limit: PAGE_SIZE, offset: 0 });
  const items = data?.items ?? [];
  return (
    <Card className="defter-page" data-testid="invoice-to-waybill" data-route={path}>
      <H3 style={{ marginTop: 0 }}>{t('route.conversions')}</H3>
      <p className="bp6-text-muted">{t('conversion.donusumHelp')}</p>
      <InputGroup
        inputRef={searchRef}
        type="search"
        leftIcon="search"
        placeholder={t('waybillList.search')}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {isPending ? (
        <Spinner size={32} />
      ) : items.length === 0 ? (
        <NonIdealState icon="document" title={t('conversion.noInvoices')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }}>
            <tbody>
              {items.map((doc) => (
                <tr key={doc.id} data-id={String(doc.id)}>
                  <td dir="ltr">{doc.number}</td>
                  <td>{t(`documentTypes.${doc.type}`)}</td>
                  <td dir="ltr">{formatDate(doc.date ?? null)}</td>
                  <td style={{ whiteSpace: 'normal' }}>{doc.accountName ?? ''}</td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    {formatGrandTotal(doc)}
                  </td>
                  <td>
                    <AnchorButton size="small" icon="exchange" href={`#/fis/donusum/${doc.id}`} text={t('conversion.toWaybill')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
