import { useCallback, useRef, useState } from 'react';
import { MAX_LINES } from '../../../../domain/lifecycle/lines';
import { ReceiptTotalsModel, type LiveTotals } from '../../../../domain/money/receipt-totals-model';
import { emptyLine, isBlank, toModelLine, type EditorLine } from '../../common/editorLine';

export interface LinesApi {
  lines: EditorLine[];
  totals: LiveTotals;
  /** lines that are not blank: what the 1250 limit counts */
  filled: number;
  /** false when the receipt already has 1250 lines (the caller shows the rule's message) */
  addLine: () => boolean;
  patchLine: (index: number, patch: Partial<EditorLine>) => boolean;
  removeLine: (index: number) => void;
  replaceAll: (lines: EditorLine[]) => void;
}

function withTrailingBlank(lines: EditorLine[]): EditorLine[] {
  const filled = lines.filter((l) => !isBlank(l)).length;
  const last = lines[lines.length - 1];
  return (!last || !isBlank(last)) && filled < MAX_LINES ? [...lines, emptyLine()] : lines;
}

/**
 * The lines of the receipt being edited. Every change touches one line: the array is copied (cheap) but
 * the other line objects stay the same, so memoized rows do not render again, and the totals model
 * takes the old line out and puts the new one in.
 */
export function useReceiptLines(initial: EditorLine[]): LinesApi {
  const model = useRef<ReceiptTotalsModel | null>(null);
  const [state, setState] = useState(() => {
    const lines = withTrailingBlank(initial);
    model.current = new ReceiptTotalsModel(lines.map(toModelLine));
    return { lines, totals: model.current.totals() };
  });
  const linesRef = useRef(state.lines);
  linesRef.current = state.lines;

  const commit = useCallback((lines: EditorLine[]) => {
    linesRef.current = lines;
    setState({ lines, totals: (model.current as ReceiptTotalsModel).totals() });
  }, []);

  const filledOf = (lines: readonly EditorLine[]) => lines.reduce((n, l) => (isBlank(l) ? n : n + 1), 0);

  const addLine = useCallback(() => {
    const lines = linesRef.current;
    if (filledOf(lines) >= MAX_LINES) return false;
    const last = lines[lines.length - 1];
    if (last && isBlank(last)) return true; // the blank line is already there
    const line = emptyLine();
    model.current!.insertLine(lines.length, toModelLine(line));
    commit([...lines, line]);
    return true;
  }, [commit]);

  const patchLine = useCallback(
    (index: number, patch: Partial<EditorLine>) => {
      const lines = linesRef.current;
      const old = lines[index];
      if (!old) return false;
      const line = { ...old, ...patch };
      if (isBlank(old) && !isBlank(line) && filledOf(lines) >= MAX_LINES) return false;
      model.current!.setLine(index, toModelLine(line));
      let next = lines.slice();
      next[index] = line;
      if (index === lines.length - 1 && !isBlank(line) && filledOf(next) < MAX_LINES) {
        const blank = emptyLine();
        model.current!.insertLine(next.length, toModelLine(blank));
        next = [...next, blank];
      }
      commit(next);
      return true;
    },
    [commit],
  );

  const removeLine = useCallback(
    (index: number) => {
      const lines = linesRef.current;
      if (!lines[index]) return;
      model.current!.removeLine(index);
      const next = lines.slice();
      next.splice(index, 1);
      const fixed = withTrailingBlank(next);
      if (fixed !== next) model.current!.insertLine(next.length, toModelLine(fixed[fixed.length - 1]!));
      commit(fixed);
    },
    [commit],
  );

  const replaceAll = useCallback(
    (all: EditorLine[]) => {
      const lines = withTrailingBlank(all);
      model.current!.reset(lines.map(toModelLine));
      commit(lines);
    },
    [commit],
  );

  return { lines: state.lines, totals: state.totals, filled: filledOf(state.lines), addLine, patchLine, removeLine, replaceAll };
}
