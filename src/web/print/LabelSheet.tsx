import { formatMoney } from '../../domain/format';
import { labelSymbol, type LabelDesign } from '../../domain/print/labels';
import type { Product } from '../../domain/schemas/products';
import { useT } from '../i18n/useT';
import { Barcode } from './Barcode';
import './labels.css';

export interface LabelItem {
  code: string;
  name: string;
  price: string;
}

/** A product's label: its barcode, else its code. */
export const labelOf = (p: Pick<Product, 'barcode' | 'code' | 'name' | 'price'>): LabelItem => ({ code: p.barcode ?? p.code, name: p.name, price: p.price });

const SHEET_MM = { A4: { width: 210, height: 297 }, Letter: { width: 216, height: 279 } } as const;

/**
 * Labels laid out on sheets of rows × columns, as the label design says: on screen each sheet is a paper of its size,
 * in print one page each. A code the chosen symbology cannot draw says so on its label instead of a wrong barcode.
 */
export function LabelSheet({ design, items }: { design: LabelDesign; items: readonly LabelItem[] }) {
  const t = useT();
  const perSheet = design.rows * design.columns;
  const sheet = SHEET_MM[design.paper];
  const labelHeight = (sheet.height - 2 * design.marginMm - (design.rows - 1) * design.gapMm) / design.rows;
  const sheets: LabelItem[][] = [];
  for (let i = 0; i < items.length; i += perSheet) sheets.push(items.slice(i, i + perSheet));
  return (
    <div className="label-sheets" data-testid="label-sheets">
      <style>{`@page { size: ${design.paper}; margin: 0; }`}</style>
      {sheets.map((labels, s) => (
        <div
          key={s}
          className="label-sheet"
          data-testid="label-sheet"
          style={{
            width: `${sheet.width}mm`,
            height: `${sheet.height}mm`,
            padding: `${design.marginMm}mm`,
            gridTemplateColumns: `repeat(${design.columns}, 1fr)`,
            gridAutoRows: `${labelHeight}mm`,
            gap: `${design.gapMm}mm`,
          }}
        >
          {labels.map((item, i) => {
            const symbol = labelSymbol(item.code, design.symbology);
            return (
              <div key={i} className="label" data-testid="label">
                {design.showName && <div className="label-name">{item.name}</div>}
                {'error' in symbol ? (
                  <div className="label-error" data-testid="label-error">
                    {t(symbol.error)}
                  </div>
                ) : (
                  <Barcode symbol={symbol} height={`${Math.max(8, labelHeight * 0.55)}mm`} />
                )}
                <div className="label-foot">
                  {design.showCode && <span dir="ltr">{item.code}</span>}
                  {design.showPrice && <strong dir="ltr">{formatMoney(item.price, { symbol: true })}</strong>}
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
