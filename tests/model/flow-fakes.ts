import { fromPromise } from 'xstate';

/** A fake of a flow's I/O actor: answers each call with `answer(input)` (a throw is the call failing), keeping the inputs. */
export function fakeCall<Output, Input>(answer: (input: Input) => Output | Promise<Output>) {
  const calls: Input[] = [];
  const logic = fromPromise<Output, Input>(async ({ input }) => {
    calls.push(input);
    return answer(input);
  });
  return { logic, calls };
}

/** A call that never answers: the flow stays in the state that made it, whatever else arrives. */
export const pendingCall = () => fakeCall<never, unknown>(() => new Promise<never>(() => {}));

/**
 * Every I/O actor of a flow made a call that never answers: a generated path then plays the answers itself, as the
 * actors' done and error events (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`).
 */
export function answeredByPath<Flow extends { implementations: { actors: object }; provide: (i: { actors: never }) => Flow }>(flow: Flow): Flow {
  const actors = Object.fromEntries(Object.keys(flow.implementations.actors).map((name) => [name, pendingCall().logic]));
  return flow.provide({ actors: actors as never });
}
