import { createActor } from 'xstate';
import {
  conversionFlow,
  flowStep,
  quantitiesValid,
  type ConversionFlowContext,
  type ConversionFlowEvent,
  type ConversionFlowInput,
  type ConversionDraft,
  type FlowLine,
} from '../../flows/conversion';
import { answeredByPath } from './flow-fakes';
import { flowTestModel } from './flow-test-model';

/**
 * Paths through the conversion wizard, generated from flows/conversion.ts: the same paths drive the machine in
 * the unit tests and the browser in tests/e2e/conversion-flow.spec.ts. The draft is made by the flow's invoked call
 * (`createDraft`): a path plays its answer as the call's done event, `DRAFT_MADE`, which the browser waits for.
 */

/** The source lines of the sample: an order line with 2 left and one with 1 left. */
export const SAMPLE_FLOW_LINES: FlowLine[] = [
  { id: 'L1', remaining: '2', unitPrice: '10.00', multiplier: '1', discountRate: '0', vatRate: 20 },
  { id: 'L2', remaining: '1', unitPrice: '5.00', multiplier: '1', discountRate: '0', vatRate: 10 },
];

/** The answer of the conversion's call: the draft made. */
export const DRAFT_MADE = 'xstate.done.actor.createDraft';
export type ConversionPathEvent = ConversionFlowEvent | { type: typeof DRAFT_MADE; output: ConversionDraft };

export interface FlowPath {
  /** what the path does, for the test's title */
  title: string;
  events: ConversionPathEvent[];
  /** the state after each event: step, whether back is being asked, quantities valid */
  states: FlowStateView[];
  final: ConversionFlowContext;
}

export interface FlowStateView {
  step: string;
  askingBack: boolean;
  picked: string[];
  quantitiesValid: boolean;
  rate: string;
}

function eventsIn(step: string, askingBack: boolean): ConversionPathEvent[] {
  if (askingBack) return [{ type: 'BACK_CONFIRMED' }, { type: 'BACK_CANCELLED' }];
  switch (step) {
    case 'pick':
      return [{ type: 'TOGGLE', lineId: 'L2' }, { type: 'TOGGLE', lineId: 'L1' }, { type: 'NEXT' }];
    case 'quantities':
      return [{ type: 'SET_QUANTITY', lineId: 'L1', value: '1' }, { type: 'SET_QUANTITY', lineId: 'L1', value: '3' }, { type: 'NEXT' }, { type: 'BACK' }];
    case 'rate':
      return [{ type: 'CHOOSE_RATE', rate: 'today' }, { type: 'NEXT' }, { type: 'BACK' }];
    case 'preview':
      return [{ type: 'CONFIRM' }, { type: 'BACK' }];
    case 'submitting':
      return [{ type: DRAFT_MADE, output: { type: 'satisFatura', id: 1 } }];
    default:
      return [];
  }
}

const view = (snapshot: { value: unknown; context: ConversionFlowContext }): FlowStateView => ({
  step: flowStep(snapshot.value),
  askingBack: typeof snapshot.value === 'object' && Object.values(snapshot.value as object)[0] === 'askingBack',
  picked: snapshot.context.picked,
  quantitiesValid: quantitiesValid(snapshot.context),
  rate: snapshot.context.rate,
});

const describeEvent = (e: ConversionPathEvent) =>
  e.type === DRAFT_MADE
    ? 'submitted'
    : e.type === 'TOGGLE'
      ? `toggle ${e.lineId}`
      : e.type === 'SET_QUANTITY'
        ? `${e.lineId}=${e.value}`
        : e.type === 'CHOOSE_RATE'
          ? `rate ${e.rate}`
          : e.type.toLowerCase();

/** One shortest path to every distinct view of the wizard (step, back asked, lines picked, quantities valid, rate). */
export function conversionFlowPaths(input: ConversionFlowInput = { lines: SAMPLE_FLOW_LINES, foreign: false }): FlowPath[] {
  const model = flowTestModel(conversionFlow, {
    events: (snapshot) => {
      const v = view(snapshot as never);
      return eventsIn(v.step, v.askingBack) as never;
    },
    serializeState: (snapshot) => JSON.stringify(view(snapshot as never)),
  });
  const paths = model.getShortestPaths({ input } as never);
  return paths.map((p) => {
    const events = p.steps.slice(1).map((s) => s.event as ConversionPathEvent);
    const actor = createActor(answeredByPath(conversionFlow), { input }).start();
    const states: FlowStateView[] = [];
    for (const e of events) {
      actor.send(e as ConversionFlowEvent);
      states.push(view(actor.getSnapshot() as never));
    }
    return { title: events.map(describeEvent).join(' → ') || '(start)', events, states, final: actor.getSnapshot().context };
  });
}
