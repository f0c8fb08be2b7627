import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  conversionFlow,
  conversionRequest,
  flowStep,
  previewTotals,
  quantityProblem,
  takesAll,
  type ConversionDraft,
  type ConversionRequest,
} from '../../flows/conversion';
import { conversionFlowPaths, DRAFT_MADE, SAMPLE_FLOW_LINES } from './conversion-flow-paths';
import { fakeCall } from './flow-fakes';

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
            expect(['NEXT', 'CONFIRM', DRAFT_MADE]).toContain(e.type);
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

describe('the conversion wizard makes the draft itself (flows/conversion.ts invokes createDraft; the screen provides it)', () => {
  const DRAFT: ConversionDraft = { type: 'satisFatura', id: 42 };

  /** The wizard on the sample, confirmed on the preview, with a fake createDraft; `opened` the drafts the screen was told of. */
  function confirmed(answer: (request: ConversionRequest) => ConversionDraft | Promise<ConversionDraft>) {
    const call = fakeCall(answer);
    const opened: ConversionDraft[] = [];
    const flow = conversionFlow.provide({ actors: { createDraft: call.logic }, actions: { created: (_, draft) => void opened.push(draft) } });
    const actor = createActor(flow, { input: { lines: SAMPLE_FLOW_LINES, foreign: false } }).start();
    for (const type of ['NEXT', 'NEXT', 'CONFIRM'] as const) actor.send({ type });
    expect(flowStep(actor.getSnapshot().value)).toBe('submitting');
    return { actor, call, opened, settled: () => waitFor(actor, (s) => flowStep(s.value) !== 'submitting') };
  }

  it('confirming posts the request the user chose; the draft made ends the wizard and the screen is told which', async () => {
    const { call, opened, settled } = confirmed(() => DRAFT);
    expect((await settled()).status).toBe('done');
    expect(call.calls).toEqual([
      {
        lines: [
          { sourceLineId: 'L1', quantity: '2' },
          { sourceLineId: 'L2', quantity: '1' },
        ],
      },
    ]);
    expect(opened).toEqual([DRAFT]);
  });

  it('a refused conversion returns to the preview with the server message, or the wizard own one; confirming again posts again', async () => {
    let refusal = 'Kaynak değişti';
    const { actor, call, opened, settled } = confirmed(() => {
      throw new Error(refusal);
    });
    let s = await settled();
    expect(s.value).toEqual({ preview: 'editing' });
    expect(s.context.failure).toBe('Kaynak değişti');
    refusal = '';
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    s = await settled();
    expect(s.context.failure).toBe('errors.conversionFailed');
    expect(call.calls).toHaveLength(2);
    expect(opened).toEqual([]);
  });

  it('the draft is posted exactly once on entering submitting: clicks while it runs do not post again', async () => {
    let answer!: (d: ConversionDraft) => void;
    const { actor, call, opened, settled } = confirmed(() => new Promise((resolve) => (answer = resolve)));
    for (const type of ['CONFIRM', 'BACK', 'NEXT', 'CONFIRM'] as const) actor.send({ type });
    expect(flowStep(actor.getSnapshot().value)).toBe('submitting');
    answer(DRAFT);
    expect((await settled()).status).toBe('done');
    expect(call.calls).toHaveLength(1);
    expect(opened).toEqual([DRAFT]);
  });

  it('a wizard whose createDraft was not provided fails and says so, instead of waiting', async () => {
    const actor = createActor(conversionFlow, { input: { lines: SAMPLE_FLOW_LINES, foreign: false } }).start();
    for (const type of ['NEXT', 'NEXT', 'CONFIRM'] as const) actor.send({ type });
    const s = await waitFor(actor, (x) => flowStep(x.value) !== 'submitting');
    expect(s.context.failure).toBe('createDraft: not provided');
  });
});
