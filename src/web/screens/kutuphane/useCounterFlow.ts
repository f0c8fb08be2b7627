import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { counterStep, libraryCounterFlow, type CounterFlowContext, type CounterFlowEvent, type CounterMode } from '../../../../flows/library-counter';
import { libraryKeys } from '../../api/queryKeys';
import { errorText } from './errorText';

/** What the screen asks the server on entering a step of the counter, answered as the flow's event; null: nothing. */
export type CounterAsk = (step: string, context: CounterFlowContext) => Promise<CounterFlowEvent> | null;

/** A refused call as the flow's REFUSED: the server's reason code and its message in the user's language. */
export function refusalOf(err: unknown): CounterFlowEvent {
  const code = (err as { body?: { code?: unknown } } | null)?.body?.code;
  return { type: 'REFUSED', reason: typeof code === 'string' ? code : 'error', message: errorText(err) };
}

/** The counter's flow (flows/library-counter.ts) in one mode, with the server asked on entering each asking step. */
export function useCounterFlow(mode: CounterMode, ask: CounterAsk) {
  const qc = useQueryClient();
  const [state, send] = useMachine(libraryCounterFlow, { input: { mode } });
  const step = counterStep(state.value);
  useEffect(() => {
    const asked = ask(step, state.context);
    if (!asked) return;
    asked.then(
      (answer) => {
        send(answer);
        if (answer.type !== 'MEMBER_FOUND') void qc.invalidateQueries({ queryKey: libraryKeys.all });
      },
      (err: unknown) => send(refusalOf(err)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the server is asked once, on entering the step
  }, [step]);
  return { state, send, step, context: state.context };
}
