import { code128Bars } from '../../../domain/secondhand/code128';
import { formatMoney } from '../../../domain/format';
import type { SecondhandCopy } from '../../../domain/schemas/secondhand';
import { useT } from '../../i18n/useT';

/** A copy's own barcode as bars (Code 128), for the label stuck on the copy; the till scans it. */
export function BarcodeSvg({ value, height = 48 }: { value: string; height?: number }) {
  const { bars, modules } = code128Bars(value);
  // ten modules of quiet zone either side, which a scanner needs
  const quiet = 10;
  return (
    <svg
      className="secondhand-barcode"
      viewBox={`0 0 ${modules + 2 * quiet} ${height}`}
      width={(modules + 2 * quiet) * 1.5}
      height={height}
      role="img"
      aria-label={value}
      data-testid="copy-barcode"
      data-value={value}
      preserveAspectRatio="none"
    >
      <rect width={modules + 2 * quiet} height={height} fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x + quiet} width={b.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}

/** The label of one copy: the title, its grade, the price and the barcode with its text under it. */
export function CopyLabel({ copy }: { copy: SecondhandCopy }) {
  const t = useT();
  return (
    <div className="secondhand-label" data-testid="copy-label" data-copy={copy.id} dir="ltr">
      <div className="secondhand-label-title">{copy.productName}</div>
      <div>
        {t(`secondhand.grades.${copy.grade}`)} — <strong>{formatMoney(copy.price)}</strong>
      </div>
      <BarcodeSvg value={copy.barcode} />
      <div className="secondhand-label-code">{copy.barcode}</div>
    </div>
  );
}
