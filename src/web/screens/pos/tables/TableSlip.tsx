import type { TableLine } from '../../../../../flows/pos-table';
import { useT } from '../../../i18n/useT';
import { SlipHead } from '../SlipHead';
import { SlipLines } from '../SlipLines';
import type { PayableRounding } from '../../../../domain/money/payable-rounding';

interface Props {
  tableName: string;
  number: string;
  lines: readonly TableLine[];
  names: Readonly<Record<number, string>>;
  /** the payment's kind and change, once paid */
  paid?: { kind: string; change: string | null };
  rounding?: PayableRounding;
}

/** The bill (adisyon) of a table on 80 mm paper (tables.css print rules): while open, and as the receipt once paid. */
export function TableSlip({ tableName, number, lines, names, paid, rounding }: Props) {
  const t = useT();
  return (
    <div className="tables-slip" data-testid="tables-slip">
      <SlipHead prefix="tables">
        <p>
          {t('tables.slip')} · {tableName} · <span data-testid="tables-slip-number">{number}</span>
        </p>
      </SlipHead>
      <SlipLines
        prefix="tables"
        lines={lines.map((l) => ({ ...l, key: l.id ?? l.productId, name: names[l.productId] ?? `#${l.productId}` }))}
        paid={paid}
        rounding={rounding}
      />
    </div>
  );
}
