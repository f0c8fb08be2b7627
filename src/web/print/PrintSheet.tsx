import { formatDate, formatDecimal, formatMoney, formatNumber } from '../../domain/format';
import { type Currency } from '../../domain/money/format';
import type { LiveTotals } from '../../domain/money/receipt-totals-model';
import { lineAmounts } from '../../domain/money/totals';
import { lineContribution } from '../../domain/money/receipt-totals-model';
import { isRounded, roundedPayable, type PayableRounding, type RoundedPayable } from '../../domain/money/payable-rounding';
import { DEFAULT_PRINT_DESIGN, FONT_STACKS, printedColumns, shows, type PrintColumn, type PrintDesign } from '../../domain/print/design';
import { useCompany } from '../api/fetchCompany';
import { usePrintDesign } from '../api/designs';
import './fonts';
import './receiptPrint.css';
import { useT } from '../i18n/useT';
import { isBlank, toModelLine, type EditorLine } from '../screens/common/editorLine';
import type { HeaderState } from '../screens/common/headerState';

interface Props {
  title: string;
  number: string;
  status: string;
  header: HeaderState;
  lines: readonly EditorLine[];
  /** the lines table is built only when printing (a 1250-line receipt is not kept twice in the page) */
  withLines: boolean;
  totals: LiveTotals;
  /** the design to print with; the company's saved one when absent (the design page previews an unsaved one) */
  design?: PrintDesign;
  /** the document's küsurat yuvarlama: the rounding and the amount to pay print below the grand total */
  rounding?: PayableRounding;
}

const NUMERIC: readonly PrintColumn[] = ['quantity', 'unitPrice', 'discount', 'vat', 'total'];
const COLUMN_TITLES: Record<PrintColumn, string> = {
  code: 'receiptEditor.col.code',
  name: 'receiptEditor.col.name',
  quantity: 'receiptEditor.col.quantity',
  unit: 'receiptEditor.col.unit',
  unitPrice: 'receiptEditor.col.unitPrice',
  discount: 'receiptEditor.col.discount',
  vat: 'receiptEditor.col.vat',
  total: 'receiptEditor.col.total',
};

function cellOf(column: PrintColumn, l: EditorLine): string {
  switch (column) {
    case 'code':
      return l.code;
    case 'name':
      return l.name;
    case 'quantity':
      return formatDecimal(l.quantity, 0);
    case 'unit':
      return l.unit;
    case 'unitPrice':
      return formatNumber(l.unitPrice, { decimals: 2 });
    case 'discount':
      return l.discountRate && l.discountRate !== '0' ? `%${formatDecimal(l.discountRate, 0)}` : '';
    case 'vat':
      return `%${l.vatRate}`;
    case 'total': {
      const m = toModelLine(l);
      return lineContribution(m) ? formatNumber(lineAmounts(m).net) : '';
    }
  }
}

/** The receipt on paper (receiptPrint.css shows it only in print media): company, account, lines, totals, tr-TR amounts. */
export function PrintSheet({ title, number, status, header, lines, withLines, totals, design: shown, rounding }: Props) {
  const t = useT();
  const company = useCompany();
  const saved = usePrintDesign();
  const design = shown ?? saved.data ?? DEFAULT_PRINT_DESIGN;
  const columns = printedColumns(design);
  const show = (field: Parameters<typeof shows>[1]) => shows(design, field);
  const c = company.data;
  const currency: Currency = header.currency;
  const money = (v: string) => formatMoney(v, { currency });
  const a = header.account;
  return (
    <section
      className="receipt-print-sheet"
      data-testid="print-sheet"
      data-font={design.font}
      style={{ fontFamily: FONT_STACKS[design.font], fontSize: `${design.fontSizePt}pt` }}
    >
      {design.headerText && (
        <p className="receipt-print-text" data-testid="print-header-text">
          {design.headerText}
        </p>
      )}
      <header className="receipt-print-head">
        <div data-testid="print-company">
          {show('logo') && c?.logo && <img src={c.logo} alt="" data-testid="print-logo" style={{ maxHeight: 56, maxWidth: 180, display: 'block' }} />}
          <strong className="receipt-print-company">{c?.title || c?.name}</strong>
          {c?.title && c.title !== c.name && <div>{c.name}</div>}
          {show('companyAddress') && c?.address && <div>{c.address}</div>}
          {show('companyTax') && (c?.taxOffice || c?.taxNumber) && (
            <div>{t('receiptEditor.print.tax', { office: c?.taxOffice ?? '', number: c?.taxNumber ?? '' })}</div>
          )}
          {show('companyContact') && (c?.phone || c?.email) && <div>{[c?.phone, c?.email].filter(Boolean).join(' · ')}</div>}
          {show('companyTax') && c?.mersis && <div>{`${t('companySettings.print.mersis')}: ${c.mersis}`}</div>}
          {show('ibans') &&
            c?.ibans.map((iban) => (
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
          {show('accountTax') && (a.taxOffice || a.taxNumber) && (
            <div>{t('receiptEditor.print.tax', { office: a.taxOffice ?? '', number: a.taxNumber ?? '' })}</div>
          )}
        </div>
      )}
      {withLines && (
        <table className="receipt-print-lines">
          <thead>
            <tr>
              <th>#</th>
              {columns.map((col) => (
                <th key={col} className={NUMERIC.includes(col) ? 'num' : undefined}>
                  {t(COLUMN_TITLES[col])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines
              .filter((l) => !isBlank(l))
              .map((l, i) => (
                <tr key={l.key}>
                  <td>{i + 1}</td>
                  {columns.map((col) => (
                    <td key={col} className={NUMERIC.includes(col) ? 'num' : undefined} dir={col === 'code' ? 'ltr' : undefined}>
                      {cellOf(col, l)}
                    </td>
                  ))}
                </tr>
              ))}
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
          {isRounded(rounding, currency) && <RoundedRows payable={roundedPayable(totals.payable, rounding, currency)} money={money} currency={currency} />}
        </tbody>
      </table>
      {show('note') && header.note && <p className="receipt-print-note">{header.note}</p>}
      {design.footerText && (
        <p className="receipt-print-text" data-testid="print-footer-text">
          {design.footerText}
        </p>
      )}
    </section>
  );
}

function RoundedRows({ payable, money, currency }: { payable: RoundedPayable; money: (v: string) => string; currency: Currency }) {
  const t = useT();
  return (
    <>
      <tr>
        <th>{t('receiptEditor.totals.rounding')}</th>
        <td className="num">{money(payable.rounding)}</td>
      </tr>
      <tr className="grand">
        <th>{t('receiptEditor.totals.payable')}</th>
        <td className="num" data-testid="print-payable">
          {money(payable.payable)} {currency}
        </td>
      </tr>
    </>
  );
}
