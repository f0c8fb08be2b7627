import { Button } from '@blueprintjs/core';
import type { Column } from '@tanstack/react-table';
import { memo } from 'react';
import { lineAmounts } from '../../../../domain/money/totals';
import { lineContribution } from '../../../../domain/money/receipt-totals-model';
import type { Product } from '../../../../domain/schemas/products';
import type { EditorLine } from '../../common/editorLine';
import { toModelLine } from '../../common/editorLine';
import { AmountCell, ProductCell, VatCell } from './GridCells';
import { TaxCell } from './TaxCell';
import { LocationCell, type LineShelves } from './LocationCell';
import { UnitCell } from './UnitCell';
import type { ColumnMeta } from './gridColumns';
import type { NavMove } from './gridKeys';
import { lookupProduct } from '../../common/productLookup';
import { formatNumber } from '../../../../domain/format';

export interface RowActions {
  patch: (index: number, patch: Partial<EditorLine>) => void;
  pick: (index: number, product: Product) => void;
  nav: (row: number, col: string, move: NavMove) => void;
  askRemove: (index: number) => void;
  error: (messageKey: string | null) => void;
}

interface Props {
  index: number;
  line: EditorLine;
  columns: Column<EditorLine, unknown>[];
  labels: Record<string, string>;
  taxReasons: Readonly<Record<string, string>>;
  readOnly: boolean;
  rtl: boolean;
  actions: RowActions;
  removeLabel: string;
  /** the virtual row's measured start, for the absolutely placed row */
  height: number;
  /** the location column's choices, where the receipt moves stock */
  shelves?: LineShelves;
}

function lineTotal(line: EditorLine): string {
  const m = toModelLine(line);
  return lineContribution(m) ? formatNumber(lineAmounts(m).net) : '';
}

/** One line of the grid; memoized so that an edit renders only the line it changed. */
export const LineRow = memo(function LineRow({ index, line, columns, labels, taxReasons, readOnly, rtl, actions, removeLabel, height, shelves }: Props) {
  const base = { row: index, readOnly, rtl, onNav: actions.nav, onError: actions.error };
  return (
    <tr data-line={index} data-product-id={line.productId ?? ''} style={{ height }}>
      {columns.map((column) => {
        const meta = column.columnDef.meta as ColumnMeta;
        const label = labels[column.id] ?? column.id;
        const style = { width: meta.width, minWidth: meta.width, textAlign: meta.align } as const;
        switch (meta.kind) {
          case 'index':
            return (
              <td key={column.id} style={style} className="receipt-index-cell">
                <span>{index + 1}</span>
                {!readOnly && (
                  <Button
                    className="receipt-remove"
                    variant="minimal"
                    size="small"
                    icon="cross"
                    tabIndex={-1}
                    aria-label={removeLabel}
                    title={removeLabel}
                    onClick={() => actions.askRemove(index)}
                  />
                )}
              </td>
            );
          case 'product':
            return (
              <td key={column.id} style={style} onKeyDown={(e) => onDeleteKey(e, index, readOnly, actions)}>
                <ProductCell
                  {...base}
                  col={column.id}
                  label={label}
                  value={line.code}
                  productId={line.productId}
                  lookup={lookupProduct}
                  onPick={(p) => actions.pick(index, p)}
                  notFoundKey="validation.productNotFound"
                />
              </td>
            );
          case 'amount':
            return (
              <td key={column.id} style={style} onKeyDown={(e) => onDeleteKey(e, index, readOnly, actions)}>
                <AmountCell
                  {...base}
                  col={column.id}
                  label={label}
                  value={line[meta.field!]}
                  minDecimals={meta.minDecimals ?? 0}
                  onCommit={(v) => actions.patch(index, { [meta.field!]: v })}
                />
              </td>
            );
          case 'unit':
            return (
              <td key={column.id} style={style} data-col="unit" className="receipt-text-cell">
                <UnitCell line={line} row={index} label={label} readOnly={readOnly} onMultiplier={(m) => actions.patch(index, { multiplier: m })} />
              </td>
            );
          case 'vat':
            return (
              <td key={column.id} style={style} onKeyDown={(e) => onDeleteKey(e, index, readOnly, actions)}>
                <VatCell {...base} col={column.id} label={label} value={line.vatRate} onCommit={(v) => actions.patch(index, { vatRate: v })} />
              </td>
            );
          case 'tax':
            return (
              <td key={column.id} style={style}>
                <TaxCell
                  row={index}
                  col={column.id}
                  label={label}
                  readOnly={readOnly}
                  line={line}
                  labels={{ none: labels.taxNone ?? '', withholding: labels.taxWithholding ?? '', exemption: labels.taxExempt ?? '' }}
                  reasons={taxReasons}
                  onCommit={(patch) => actions.patch(index, patch)}
                  onNav={actions.nav}
                />
              </td>
            );
          case 'location':
            return (
              <td key={column.id} style={style}>
                {shelves && (
                  <LocationCell
                    row={index}
                    col={column.id}
                    label={label}
                    readOnly={readOnly}
                    line={line}
                    shelves={shelves}
                    onCommit={(locationId) => actions.patch(index, { locationId })}
                  />
                )}
              </td>
            );
          case 'total':
            return (
              <td key={column.id} style={style} data-col="total" dir="ltr" className="receipt-total-cell" data-vat-included={line.priceIncludesVat}>
                {line.priceIncludesVat && (
                  <span className="receipt-vat-included" title={labels.vatIncluded}>
                    {labels.vatIncluded}
                  </span>
                )}
                {lineTotal(line)}
              </td>
            );
          default:
            return (
              <td key={column.id} style={style} data-col={column.id} className="receipt-text-cell" title={String(line[column.id as 'name'] ?? '')}>
                {String(line[column.id as 'name'] ?? '')}
              </td>
            );
        }
      })}
    </tr>
  );
});

/** Delete or Ctrl+Delete on a line asks to remove it (plain Delete only when the cell is empty, so typing is not lost). */
function onDeleteKey(e: React.KeyboardEvent, index: number, readOnly: boolean, actions: RowActions) {
  if (readOnly || e.key !== 'Delete') return;
  const target = e.target as HTMLInputElement;
  if (!e.ctrlKey && target.value) return;
  e.preventDefault();
  actions.askRemove(index);
}
