import { Alert, Button, Callout, HTMLTable } from '@blueprintjs/core';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { EXEMPTION_CODES, lineExemptionCode } from '../../../../domain/edocuments/tax-codes';
import type { Product } from '../../../../domain/schemas/products';
import { useT } from '../../../i18n/useT';
import { isBlank, type EditorLine } from '../../common/editorLine';
import { EDITABLE_COLUMNS, gridColumnsFor, type ColumnMeta } from './gridColumns';
import type { NavMove } from './gridKeys';
import { LineRow, type RowActions } from './LineRow';
import type { LineShelves } from './LocationCell';
import type { LinesApi } from './useReceiptLines';
import { LINE_LIMITS } from '../../../../../machines/receipt/rules';

const ROW_HEIGHT = 34;
const NO_LINES: EditorLine[] = [];
const TOO_MANY = `rules.${LINE_LIMITS.tooMany}`;

interface Props {
  lines: LinesApi;
  readOnly: boolean;
  rtl: boolean;
  onChange: () => void;
  /** a sales invoice: each line may carry GİB's withholding or exemption code */
  taxCodes?: boolean;
  /** a receipt that moves stock: each line shows its shelf location */
  shelves?: LineShelves;
}

/** Focuses a cell once its row is rendered (the virtualizer may first have to scroll it into view). */
function focusCell(scroller: HTMLElement | null, row: number, col: string, tries = 8) {
  const el = scroller?.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-cell="${row}:${col}"]`);
  if (el) {
    el.focus();
    if (el instanceof HTMLInputElement) el.select();
    return;
  }
  if (tries > 0) requestAnimationFrame(() => focusCell(scroller, row, col, tries - 1));
}

/**
 * The receipt's lines: TanStack Table for the columns, TanStack Virtual for the rows (only the visible
 * ones are in the DOM, so 1250 lines stay fast), Blueprint's table look, right to left with the page.
 */
export function LinesGrid({ lines, readOnly, rtl, onChange, taxCodes = false, shelves }: Props) {
  const t = useT();
  const intl = useIntl();
  const { locale } = intl;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const located = shelves !== undefined;
  const gridColumns = useMemo(() => gridColumnsFor(taxCodes, located), [taxCodes, located]);
  // the table gives the columns and headers; the rows are the lines themselves, since a row model would be built again
  // for all 1250 lines on every keystroke that changes one
  const table = useReactTable({ data: NO_LINES, columns: gridColumns, getCoreRowModel: getCoreRowModel() });
  const columns = table.getVisibleLeafColumns();
  // a locked receipt shows no empty line for entry
  const last = lines.lines[lines.lines.length - 1];
  const count = readOnly && last && isBlank(last) ? lines.lines.length - 1 : lines.lines.length;
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });

  const labels = useMemo(
    () =>
      Object.fromEntries([
        ...table.getAllLeafColumns().map((c) => {
          const header = String(c.columnDef.header ?? c.id);
          return [c.id, header.includes('.') ? t(header) : header];
        }),
        ['vatIncluded', t('receiptEditor.vatIncluded')],
        ['taxNone', t('receiptEditor.tax.none')],
        ['taxExempt', t('receiptEditor.tax.exempt')],
        ['taxWithholding', t('receiptEditor.tax.withholding')],
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` is a new function each render; the language is what matters
    [locale, table],
  );

  // GİB's exemption codes named in the user's language, where the locale knows the code
  const taxReasons = useMemo(
    () =>
      Object.fromEntries(
        EXEMPTION_CODES.map((code) => {
          const key = `receiptEditor.tax.reasons.${code}`;
          return [code, key in intl.messages ? t(key) : t('receiptEditor.tax.reasonOther', { code })];
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` is a new function each render; the language is what matters
    [locale],
  );

  const latest = useRef({ lines, virtualizer, onChange, t });
  latest.current = { lines, virtualizer, onChange, t };

  const refuse = useCallback(() => setMessage(latest.current.t(TOO_MANY)), []);

  const nav = useCallback(
    (row: number, col: string, move: NavMove) => {
      const { lines: l, virtualizer: v } = latest.current;
      const at = EDITABLE_COLUMNS.indexOf(col as never);
      let r = row;
      let c = at;
      if (move === 'up') r = row - 1;
      else if (move === 'down') r = row + 1;
      else if (move === 'prev') {
        c = at - 1;
        if (c < 0) {
          r = row - 1;
          c = EDITABLE_COLUMNS.length - 1;
        }
      } else {
        c = at + 1;
        if (c >= EDITABLE_COLUMNS.length) {
          r = row + 1;
          c = 0;
        }
      }
      if (r < 0) return;
      if (r >= l.lines.length) {
        if (move === 'up' || move === 'prev') return;
        if (!l.addLine()) return refuse();
        latest.current.onChange();
      }
      v.scrollToIndex(r, { align: 'auto' });
      // at once when the row is on screen, so that fast typing (a scanner's Enter) lands in the next cell
      focusCell(scrollRef.current, r, EDITABLE_COLUMNS[c]!);
    },
    [refuse],
  );

  const actions: RowActions = useMemo(
    () => ({
      patch: (index, patch) => {
        if (!latest.current.lines.patchLine(index, patch)) return refuse();
        latest.current.onChange();
      },
      pick: (index, p: Product) => {
        const line = latest.current.lines.lines[index];
        const ok = latest.current.lines.patchLine(index, {
          productId: p.id,
          code: p.barcode || p.isbn || p.code || '',
          name: p.name,
          unit: p.unit ?? '',
          unitPrice: p.price,
          vatRate: p.vatRate,
          priceIncludesVat: p.priceIncludesVat,
          quantity: line?.quantity || '1',
          // another product: its home, not the last one's chosen location
          locationId: undefined,
          cardLocationId: p.locationId,
          // a sales invoice's 0 % line takes its product's own exemption code (one chosen on the line afterwards wins)
          ...(taxCodes ? { exemptionCode: lineExemptionCode({ vatRate: p.vatRate }, p.vatExemptionCode) } : {}),
        });
        if (!ok) return refuse();
        latest.current.onChange();
      },
      nav,
      askRemove: (index) => setRemoving(index),
      error: (key) => setMessage(key ? latest.current.t(key) : null),
    }),
    [nav, refuse, taxCodes],
  );

  const addLine = () => {
    if (!lines.addLine()) return refuse();
    onChange();
    const last = lines.lines[lines.lines.length - 1];
    const target = last && isBlank(last) ? lines.lines.length - 1 : lines.lines.length;
    virtualizer.scrollToIndex(target, { align: 'auto' });
    focusCell(scrollRef.current, target, 'code');
  };

  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0]!.start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  return (
    <div
      className={readOnly ? 'receipt-grid receipt-grid-readonly' : 'receipt-grid'}
      data-testid="lines-grid"
      data-readonly={readOnly || undefined}
      data-lines={lines.filled}
    >
      {message && (
        <Callout intent="danger" role="alert" data-testid="grid-message" style={{ marginBottom: 8 }}>
          {message}
        </Callout>
      )}
      <div ref={scrollRef} className="receipt-grid-scroll" data-testid="grid-scroll">
        <HTMLTable compact bordered className="receipt-grid-table">
          <thead>
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const meta = h.column.columnDef.meta as ColumnMeta;
                  return (
                    <th key={h.id} style={{ width: meta.width, minWidth: meta.width, textAlign: meta.align }}>
                      {labels[h.column.id]}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {items.map((vi) => {
              const line = lines.lines[vi.index]!;
              return (
                <LineRow
                  key={line.key}
                  index={vi.index}
                  line={line}
                  columns={columns}
                  labels={labels}
                  taxReasons={taxReasons}
                  readOnly={readOnly}
                  rtl={rtl}
                  actions={actions}
                  removeLabel={t('receiptEditor.removeLine')}
                  height={ROW_HEIGHT}
                  shelves={shelves}
                />
              );
            })}
            {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
          </tbody>
        </HTMLTable>
      </div>
      {!readOnly && (
        <div className="receipt-no-print" style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 6, flexWrap: 'wrap' }}>
          <Button icon="add-row-bottom" text={t('receiptEditor.addLine')} onClick={addLine} data-testid="add-line" />
          <span className="bp6-text-muted" data-testid="line-count">
            {t('receiptEditor.lineCount', { n: lines.filled, max: 1250 })}
          </span>
        </div>
      )}
      <Alert
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('receiptEditor.removeConfirm')}
        cancelButtonText={t('common.cancel')}
        canEscapeKeyCancel
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) {
            lines.removeLine(removing);
            onChange();
          }
          setRemoving(null);
        }}
      >
        {removing !== null && t('receiptEditor.removeQuestion', { n: removing + 1 })}
      </Alert>
    </div>
  );
}
