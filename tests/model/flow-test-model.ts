import { __unsafe_getAllOwnEventDescriptors as ownEventTypes, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';

/**
 * createTestModel (xstate/graph) for a flow that invokes its I/O. createTestModel refuses invocations: a machine
 * under test would run them. A flow's traversal never starts them; the answers are events of the path, its invoked
 * actors' done and error events (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`), played by the path like the
 * user's. So the same model is made without that check: each state's events are those of `events(state)` that name
 * one of its transitions, and the bare type of each user's event not named, as createTestModel gives them; a call's
 * answer is only the one `events` gives (the sample world's), never its other outcome.
 */
export function flowTestModel(
  machine: AnyStateMachine,
  options: { events: (snapshot: AnyMachineSnapshot) => EventObject[]; serializeState: (snapshot: AnyMachineSnapshot) => string },
) {
  return new TestModel(machine, {
    serializeState: options.serializeState as never,
    events: ((snapshot: AnyMachineSnapshot) => {
      const events = options.events(snapshot);
      return ownEventTypes(snapshot).flatMap((type) =>
        events.some((e) => e.type === type) ? events.filter((e) => e.type === type) : type.startsWith('xstate.') ? [] : [{ type }],
      );
    }) as never,
  });
}
