import type { KeyboardEvent } from 'react';

export type NavMove = 'next' | 'prev' | 'up' | 'down';

/** The grid's keys: Enter moves on (Shift+Enter back), arrows up and down change line; Tab stays the browser's. */
export function navMoveOf(e: KeyboardEvent, rtl: boolean, atStart: boolean, atEnd: boolean): NavMove | null {
  if (e.key === 'Enter') return e.shiftKey ? 'prev' : 'next';
  if (e.key === 'ArrowDown') return 'down';
  if (e.key === 'ArrowUp') return 'up';
  // left/right leave the cell only from the text's edge, so the caret still moves inside a cell
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (e.key === forward && atEnd) return 'next';
  if (e.key === backward && atStart) return 'prev';
  return null;
}

export function caretAt(input: HTMLInputElement | HTMLSelectElement): { atStart: boolean; atEnd: boolean } {
  if (!(input instanceof HTMLInputElement)) return { atStart: true, atEnd: true };
  const { selectionStart: s, selectionEnd: e, value } = input;
  return { atStart: s === 0 && e === 0, atEnd: s === value.length && e === value.length };
}
