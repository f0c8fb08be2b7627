import { formatDate, formatDecimal, formatMoney, formatNumber } from '../../../../domain/format';
import { type Currency } from '../../../../domain/money/format';
import type { LiveTotals } from '../../../../domain/money/receipt-totals-model';
import { lineAmounts } from '../../../../domain/money/totals';
import { lineContribution } from '../../../../domain/money/receipt-totals-model';
import { useCompany } from '../../../api/fetchCompany';
import { useT } from '../../../i18n/useT';
import { isBlank, toModelLine, type EditorLine } from './editorLine';
import type { HeaderState } from './headerState';

interface Props {
  title: string;
  number: string;
  status: string;
  header: HeaderState;
  lines: readonly EditorLine[];
  /** the lines table is built only when printing (a 1250-line receipt is not kept twice in the page) */
  withLines: boolean;
  totals: LiveTotals;
}

/** The receipt on paper (receiptPrint.css shows it only in print media): company, account, lines, totals, tr-TR amounts. */
export function PrintSheet({ title, number, status, header, lines, withLines, totals }: Props) {
  const t = useT();
  const company = useCompany();
  const c = company.data;
  const currency: Currency = header.currency;
  const money = (v: string) => formatMoney(v, { currency });
  const a = header.account;
  return (
    <section className="receipt-print-sheet" data-testid="print-sheet">
      <header className="receipt-print-head">
        <div data-testid="print-company">
          {c?.logo && <img src={c.logo} alt="" data-testid="print-logo" style={{ maxHeight: 56, maxWidth: 180, display: 'block' }} />}
          <strong className="receipt-print-company">{c?.title || c?.name}</strong>
          {c?.title && c.title !== c.name && <div>{c.name}</div>}
          {c?.address && <div>{c.address}</div>}
          {(c?.taxOffice || c?.taxNumber) && <div>{t('receiptEditor.print.tax', { office: c?.taxOffice ?? '', number: c?.taxNumber ?? '' })}</div>}
          {(c?.phone || c?.email) && <div>{[c?.phone, c?.email].filter(Boolean).join(' · ')}</div>}
          {c?.mersis && <div>{`${t('companySettings.print.mersis')}: ${c.mersis}`}</div>}
          {c?.ibans.map((iban) => (
            <div key={iban} dir="ltr" data-testid="print-iban">
              IBAN {iban}
            </div>
          ))}
        </div>
        <div className="receipt-print-doc">
          <h2>{title}</h2>
          <div>
            {t('receiptEditor.print.number')}: <span dir="ltr">{number || '—'}</span>
          </div>
          <div>
            {t('receiptEditor.date')}: <span dir="ltr">{formatDate(header.date)}</span>
          </div>
          <div>{t(`documentStatus.${status}`)}</div>
        </div>
      </header>
      {a && (
        <div className="receipt-print-account" data-testid="print-account">
          <strong>{a.name}</strong>
          {a.code && <span dir="ltr"> ({a.code})</span>}
          {(a.taxOffice || a.taxNumber) && <div>{t('receiptEditor.print.tax', { office: a.taxOffice ?? '', number: a.taxNumber ?? '' })}</div>}
        </div>
      )}
      {withLines && (
        <table className="receipt-print-lines">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('receiptEditor.col.code')}</th>
              <th>{t('receiptEditor.col.name')}</th>
              <th className="num">{t('receiptEditor.col.quantity')}</th>
              <th>{t('receiptEditor.col.unit')}</th>
              <th className="num">{t('receiptEditor.col.unitPrice')}</th>
              <th className="num">{t('receiptEditor.col.discount')}</th>
              <th className="num">{t('receiptEditor.col.vat')}</th>
              <th className="num">{t('receiptEditor.col.total')}</th>
            </tr>
          </thead>
          <tbody>
            {lines
              .filter((l) => !isBlank(l))
              .map((l, i) => {
                const m = toModelLine(l);
                return (
                  <tr key={l.key}>
                    <td>{i + 1}</td>
                    <td dir="ltr">{l.code}</td>
                    <td>{l.name}</td>
                    <td className="num">{formatDecimal(l.quantity, 0)}</td>
                    <td>{l.unit}</td>
                    <td className="num">{formatDecimal(l.unitPrice, 2)}</td>
                    <td className="num">{l.discountRate && l.discountRate !== '0' ? `%${formatDecimal(l.discountRate, 0)}` : ''}</td>
                    <td className="num">%{l.vatRate}</td>
                    <td className="num">{lineContribution(m) ? formatNumber(lineAmounts(m).net) : ''}</td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      )}
      <table className="receipt-print-totals">
        <tbody>
          <tr>
            <th>{t('receiptEditor.totals.sub')}</th>
            <td className="num">{money(totals.sub)}</td>
          </tr>
          <tr>
            <th>{t('receiptEditor.totals.discount')}</th>
            <td className="num">{money(totals.discount)}</td>
          </tr>
          {totals.vatBreakdown.map((r) => (
            <tr key={r.vatRate}>
              <th>{t('receiptEditor.totals.vatAt', { rate: r.vatRate, base: money(r.base) })}</th>
              <td className="num">{money(r.tax)}</td>
            </tr>
          ))}
          <tr className="grand">
            <th>{t('receiptEditor.totals.grand')}</th>
            <td className="num">
              {money(totals.grand)} {currency}
            </td>
          </tr>
        </tbody>
      </table>
      {header.note && <p className="receipt-print-note">{header.note}</p>}
    </section>
  );
}
