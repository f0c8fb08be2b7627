import { formatMoney } from '../../../domain/format';
import type { SecondhandCopy } from '../../../domain/schemas/secondhand';
import { useT } from '../../i18n/useT';
import { Barcode } from '../../print/Barcode';

/** The label of one copy: the title, its grade, the price and the barcode with its text under it. */
export function CopyLabel({ copy }: { copy: SecondhandCopy }) {
  const t = useT();
  return (
    <div className="secondhand-label" data-testid="copy-label" data-copy={copy.id} dir="ltr">
      <div className="secondhand-label-title">{copy.productName}</div>
      <div>
        {t(`secondhand.grades.${copy.grade}`)} — <strong>{formatMoney(copy.price)}</strong>
      </div>
      {/* the till scans it: Code 128 drawn by bwip-js, its text under the bars */}
      <div data-testid="copy-barcode" data-value={copy.barcode} style={{ width: 220 }}>
        <Barcode symbol={{ bcid: 'code128', text: copy.barcode }} height="16mm" />
      </div>
    </div>
  );
}
