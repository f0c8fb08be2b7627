import { describe, expect, it } from 'vitest';
import { checkStepMove, isOpenStep, nextStep, TRACKING_STEPS } from '../../../src/domain/unit-tracking/steps';

describe('a tracked line’s steps', () => {
  it('a line moves one step on, or one back to put a mistake right', () => {
    expect(checkStepMove('received', 'inProgress')).toBeNull();
    expect(checkStepMove('inProgress', 'ready')).toBeNull();
    expect(checkStepMove('ready', 'delivered')).toBeNull();
    expect(checkStepMove('ready', 'inProgress')).toBeNull();
  });

  it('a line skips no step, stays put for no move, and a delivered line moves no more', () => {
    expect(checkStepMove('received', 'ready')).toBe('unitTracking.skipsStep');
    expect(checkStepMove('received', 'delivered')).toBe('unitTracking.skipsStep');
    expect(checkStepMove('inProgress', 'inProgress')).toBe('unitTracking.sameStep');
    for (const to of TRACKING_STEPS) expect(checkStepMove('delivered', to)).toBe('unitTracking.delivered');
  });

  it('the next step follows the order, and a line is open until delivered', () => {
    expect(TRACKING_STEPS.map(nextStep)).toEqual(['inProgress', 'ready', 'delivered', null]);
    expect(TRACKING_STEPS.filter(isOpenStep)).toEqual(['received', 'inProgress', 'ready']);
  });
});
