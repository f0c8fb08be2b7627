import { billTotals, type TableLine } from '../../../../../flows/pos-table';
import { lineAmounts } from '../../../../domain/money/totals';
import { useCompany } from '../../../api/company';
import { useT } from '../../../i18n/useT';
import { shownAmount } from '../../fis/editor/amountText';

interface Props {
  tableName: string;
  number: string;
  lines: readonly TableLine[];
  names: Readonly<Record<number, string>>;
  /** the payment's kind and change, once paid */
  paid?: { kind: string; change: string | null };
}

/** The bill (adisyon) of a table on 80 mm paper (tables.css print rules): while open, and as the receipt once paid. */
export function TableSlip({ tableName, number, lines, names, paid }: Props) {
  const t = useT();
  const company = useCompany();
  const totals = billTotals(lines);
  return (
    <div className="tables-slip" data-testid="tables-slip">
      <h3>{company.data?.name ?? ''}</h3>
      <p>
        {t('tables.slip')} · {tableName} · <span data-testid="tables-slip-number">{number}</span>
      </p>
      <table>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id ?? l.productId}>
              <td>
                {names[l.productId] ?? `#${l.productId}`} × {shownAmount(l.quantity, 0)}
              </td>
              <td className="tables-num">{shownAmount(lineAmounts(l).net, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('pos.tax')}: {shownAmount(totals.tax, 2)}
      </p>
      <p data-testid="tables-slip-total">
        <strong>
          {t('pos.total')}: {shownAmount(totals.grand, 2)}
        </strong>
      </p>
      {paid && <p data-testid="tables-slip-payment">{t(`pos.kind.${paid.kind}`)}</p>}
      {paid?.change && (
        <p>
          {t('pos.change')}: {shownAmount(paid.change, 2)}
        </p>
      )}
    </div>
  );
}
