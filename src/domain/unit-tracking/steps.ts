/**
 * Unit tracking (/fis/birimtakip): a line of a receipt or an order handed to a unit of the business that works on it
 * (the workshop, the binding desk, the kitchen, the print room) moves through its steps in order, each move recorded
 * with who made it and when: received → in progress → ready → delivered. A move goes one step on, or one step back
 * to put right a mistake; a delivered line is done and moves no more. Pure: the server and the screens ask the same.
 */
export const TRACKING_STEPS = ['received', 'inProgress', 'ready', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export type StepRefusal = 'unitTracking.delivered' | 'unitTracking.skipsStep' | 'unitTracking.sameStep';

/** Why the line may not move from `from` to `to`; null when it may. */
export function checkStepMove(from: TrackingStep, to: TrackingStep): StepRefusal | null {
  if (from === 'delivered') return 'unitTracking.delivered';
  if (from === to) return 'unitTracking.sameStep';
  const gap = TRACKING_STEPS.indexOf(to) - TRACKING_STEPS.indexOf(from);
  return gap === 1 || gap === -1 ? null : 'unitTracking.skipsStep';
}

/** The step after `step`, null for a delivered line: what the screens offer as the next move. */
export function nextStep(step: TrackingStep): TrackingStep | null {
  return TRACKING_STEPS[TRACKING_STEPS.indexOf(step) + 1] ?? null;
}

/** A line is open at its unit until it is delivered. */
export const isOpenStep = (step: TrackingStep): boolean => step !== 'delivered';
