import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { counterStep, CounterRefused, libraryCounterFlow, type CounterCalls, type CounterMode, type CounterScan } from '../../../../flows/library-counter';
import { libraryKeys } from '../../api/queryKeys';
import { errorText } from './errorText';

/** A refused call as the flow's refusal: the server's reason code and its message in the user's language. */
function refusalOf(err: unknown): CounterRefused {
  if (err instanceof CounterRefused) return err;
  const code = (err as { body?: { code?: unknown } } | null)?.body?.code;
  return new CounterRefused(typeof code === 'string' ? code : 'error', errorText(err));
}

const refused = (err: unknown): never => {
  throw refusalOf(err);
};

/**
 * The counter's flow (flows/library-counter.ts) in one mode, its calls made with the screen's (a desk makes only its
 * own). What a loan, a return or a renewal changed is asked again afterwards.
 */
export function useCounterFlow(mode: CounterMode, calls: Partial<CounterCalls>) {
  const qc = useQueryClient();
  const flow = useMemo(() => {
    const { findMember, lendCopy, returnCopy, renewLoan } = calls;
    const changed = <T>(answer: T) => {
      void qc.invalidateQueries({ queryKey: libraryKeys.all });
      return answer;
    };
    const actor = <T>(call: (scan: CounterScan) => Promise<T>) => fromPromise(({ input }: { input: CounterScan }) => call(input).catch(refused));
    return libraryCounterFlow.provide({
      actors: {
        ...(findMember && { findMember: actor(({ scanned }) => findMember(scanned)) }),
        ...(lendCopy && { lendCopy: actor(({ member, scanned }) => lendCopy(member!, scanned).then(changed)) }),
        ...(returnCopy && { returnCopy: actor(({ scanned }) => returnCopy(scanned).then(changed)) }),
        ...(renewLoan && { renewLoan: actor(({ scanned }) => renewLoan(scanned).then(changed)) }),
      },
    });
  }, [calls, qc]);
  const [state, send] = useMachine(flow, { input: { mode } });
  return { state, send, step: counterStep(state.value), context: state.context };
}
