import { EXEMPTION_CODES, WITHHOLDING_CODES } from '../../../../domain/edocuments/tax-codes';
import { withholdingRatio } from '../../../../domain/money/withholding';
import type { EditorLine } from '../../common/editorLine';

/** The choices of the cell, built once: `W:<code>:<percent>` a withholding, `E:<code>` an exemption. */
const WITHHOLDING_OPTIONS = [...WITHHOLDING_CODES].flatMap(([code, percents]) =>
  percents.map((p) => ({ value: `W:${code}:${p}`, label: `${code} · ${withholdingRatio(p)}` })),
);

const valueOf = (l: EditorLine): string =>
  l.withholdingCode !== undefined ? `W:${l.withholdingCode}:${l.withholdingPercent}` : l.exemptionCode !== undefined ? `E:${l.exemptionCode}` : '';

/** What a choice changes on the line: an exemption takes the line to 0 % VAT, as GİB requires. */
export function taxPatch(value: string, line: EditorLine): Partial<EditorLine> {
  const [kind, code, percent] = value.split(':');
  if (kind === 'W')
    return { withholdingCode: code, withholdingPercent: Number(percent), exemptionCode: undefined, vatRate: line.vatRate === 0 ? 20 : line.vatRate };
  if (kind === 'E') return { exemptionCode: code, withholdingCode: undefined, withholdingPercent: undefined, vatRate: 0 };
  return { withholdingCode: undefined, withholdingPercent: undefined, exemptionCode: undefined };
}

/**
 * A sales invoice line's withholding (tevkifat) or exemption (istisna), GİB's codes, one native list for keyboard and phone.
 * An exemption is named in the user's language (`reasons`); the UBL carries GİB's Turkish wording.
 */
export function TaxCell(p: {
  row: number;
  col: string;
  label: string;
  readOnly: boolean;
  line: EditorLine;
  labels: { none: string; withholding: string; exemption: string };
  reasons: Readonly<Record<string, string>>;
  onCommit: (patch: Partial<EditorLine>) => void;
  onNav: (row: number, col: string, move: 'next' | 'prev') => void;
}) {
  return (
    <select
      className="receipt-cell-select receipt-tax-select"
      data-cell={`${p.row}:${p.col}`}
      data-testid="line-tax"
      aria-label={p.label}
      disabled={p.readOnly}
      value={valueOf(p.line)}
      onChange={(e) => p.onCommit(taxPatch(e.target.value, p.line))}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        // after the VAT cell: Enter goes on to the next line, Shift+Enter back to the VAT
        if (e.shiftKey) p.onNav(p.row + 1, 'code', 'prev');
        else p.onNav(p.row, 'vatRate', 'next');
      }}
    >
      <option value="">{p.labels.none}</option>
      <optgroup label={p.labels.withholding}>
        {WITHHOLDING_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </optgroup>
      <optgroup label={p.labels.exemption}>
        {EXEMPTION_CODES.map((code) => (
          <option key={code} value={`E:${code}`}>
            {`${code} · ${p.reasons[code] ?? code}`}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
