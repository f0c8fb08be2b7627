import { HTMLSelect } from '@blueprintjs/core';
import { unitChoices, unitOfMultiplier } from '../../../../domain/units';
import { useReceiptSettings } from '../../../api/areaSettings';
import { useUnits } from '../../../api/units';
import type { EditorLine } from '../../common/editorLine';

/**
 * The unit a line is entered in: the product's own or a packing unit of it (Sistem → Birimler). Choosing KOLI
 * (12 ADET) on an ADET product sets the multiplier to 12, so 2 koli move 24 adet; the unit shown is read back from
 * the multiplier. A product with no packing unit shows its unit as text.
 */
export function UnitCell({
  line,
  row,
  label,
  readOnly,
  onMultiplier,
}: {
  line: EditorLine;
  row: number;
  label: string;
  readOnly: boolean;
  onMultiplier: (m: string) => void;
}) {
  const units = useUnits().data ?? [];
  // Fişler → Ayarlar may turn packing units off: every line is then entered in its product's unit
  const offered = useReceiptSettings().data?.packingUnits !== false;
  const choices = line.unit && offered ? unitChoices(line.unit, units) : [];
  if (readOnly || choices.length < 2) return <span title={line.unit}>{line.unit}</span>;
  const value = unitOfMultiplier(line.unit, line.multiplier, units);
  return (
    <HTMLSelect
      minimal
      className="receipt-unit-select"
      value={value}
      aria-label={label}
      data-cell={`${row}:unit`}
      onChange={(e) => onMultiplier(choices.find((c) => c.code === e.target.value)?.multiplier ?? '1')}
      options={choices.map((c) => ({ value: c.code, label: c.code }))}
    />
  );
}
