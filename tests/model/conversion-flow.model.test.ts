import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { conversionFlow, conversionRequest, flowStep, previewTotals, quantityProblem, takesAll } from '../../flows/conversion';
import { conversionFlowPaths, SAMPLE_FLOW_LINES } from './conversion-flow-paths';

const ORDER = ['pick', 'quantities', 'rate', 'preview', 'submitting', 'done'];

describe('conversion wizard (flows/conversion.ts)', () => {
  for (const foreign of [false, true]) {
    const paths = conversionFlowPaths({ lines: SAMPLE_FLOW_LINES, foreign });

    it(`${foreign ? 'foreign' : 'TRY'} source: generated paths reach every step, and only valid quantities get past the quantities step`, () => {
      const steps = new Set(paths.flatMap((p) => p.states.map((s) => s.step)));
      expect([...steps].sort()).toEqual((foreign ? ORDER : ORDER.filter((s) => s !== 'rate')).slice().sort());
      expect(paths.some((p) => p.states.some((s) => s.askingBack))).toBe(true);
      for (const p of paths) {
        p.states.forEach((s, i) => {
          const prev = i === 0 ? { step: 'pick', askingBack: false } : p.states[i - 1]!;
          const moved = ORDER.indexOf(s.step) - ORDER.indexOf(prev.step);
          const e = p.events[i]!;
          // forward only by NEXT/CONFIRM/SUBMITTED with valid quantities; backward only after a confirmed back
          if (moved > 0) {
            expect(['NEXT', 'CONFIRM', 'SUBMITTED']).toContain(e.type);
            if (ORDER.indexOf(s.step) > ORDER.indexOf('quantities')) expect(s.quantitiesValid).toBe(true);
          }
          if (moved < 0) {
            expect(e.type).toBe('BACK_CONFIRMED');
            expect(prev.askingBack).toBe(true);
          }
        });
      }
    });
  }

  it('starts with every open line at what remains, and the request says what the user chose', () => {
    const actor = createActor(conversionFlow, {
      input: { lines: [...SAMPLE_FLOW_LINES, { ...SAMPLE_FLOW_LINES[0]!, id: 'L3', remaining: '0' }], foreign: true },
    }).start();
    expect(actor.getSnapshot().context.picked).toEqual(['L1', 'L2']);
    actor.send({ type: 'TOGGLE', lineId: 'L2' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_QUANTITY', lineId: 'L1', value: '0.5' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHOOSE_RATE', rate: 'today' });
    actor.send({ type: 'NEXT' });
    expect(flowStep(actor.getSnapshot().value)).toBe('preview');
    expect(previewTotals(actor.getSnapshot().context)).toEqual({ sub: '5.00', discount: '0.00', tax: '1.00', grand: '6.00' });
    expect(conversionRequest(actor.getSnapshot().context)).toEqual({ lines: [{ sourceLineId: 'L1', quantity: '0.5' }], exchangeRate: 'today' });
  });

  it('refuses quantities above what remains, zero and malformed ones; notices the whole quantity', () => {
    expect(quantityProblem('2.0001', '2')).toBe('conversion.quantityExceedsRemaining');
    expect(quantityProblem('0', '2')).toBe('conversion.invalidQuantity');
    expect(quantityProblem('1,5', '2')).toBe('conversion.invalidQuantity');
    expect(quantityProblem('2', '2')).toBeNull();
    expect(takesAll('2.00', '2')).toBe(true);
    expect(takesAll('1.99', '2')).toBe(false);
  });
});
