import { fromPromise } from 'xstate';

/**
 * The default of a flow's I/O actor: the flow names the call and where it waits for it, the screen provides the real
 * one (`flow.provide({ actors })`), a test a fake. Left unprovided, the call fails at once and says so.
 */
export const notProvided = <Output, Input>(name: string) => fromPromise<Output, Input>(() => Promise.reject(new Error(`${name}: not provided`)));

/** The message of a failed call, when it has one to show. */
export const failureMessage = (error: unknown): string | null => (error instanceof Error && error.message ? error.message : null);
