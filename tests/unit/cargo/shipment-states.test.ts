import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelRefusal,
  carrierOfPath,
  carrierSegment,
  CARRIERS,
  mayShip,
  nextState,
  SHIPMENT_STATES,
  type CarrierStatus,
} from '../../../src/domain/cargo/carriers';

const STATUSES: CarrierStatus[] = ['accepted', 'inTransit', 'delivered', 'returned', 'cancelled'];
const FINAL = ['delivered', 'returned', 'cancelled', 'failed'];

describe('a shipment’s states (src/domain/cargo/carriers.ts)', () => {
  it('move only forward whatever order the carrier’s answers arrive in, and nothing leaves a final state', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STATUSES), { maxLength: 12 }), (answers) => {
        let state = nextState('sending', 'accepted');
        const seen = [state];
        for (const a of answers) {
          const next = nextState(state, a);
          if (FINAL.includes(state)) expect(next).toBe(state);
          if (state === 'inTransit') expect(next).not.toBe('accepted');
          state = next;
          seen.push(state);
        }
        // once in transit, never accepted again
        const firstTransit = seen.indexOf('inTransit');
        if (firstTransit >= 0) expect(seen.slice(firstTransit)).not.toContain('accepted');
      }),
    );
  });

  it('take whatever the carrier says of a shipment still being sent', () => {
    for (const s of STATUSES) expect(nextState('sending', s)).toBe(s);
  });

  it('allow a cancel only while the carrier has the shipment and has not picked it up', () => {
    expect(SHIPMENT_STATES.filter((s) => cancelRefusal(s) === null)).toEqual(['accepted']);
    expect(cancelRefusal('inTransit')).toBe('pickedUp');
    expect(cancelRefusal('delivered')).toBe('pickedUp');
    expect(cancelRefusal('sending')).toBe('stillSending');
    expect(cancelRefusal('cancelled')).toBe('notCancellable');
  });
});

describe('the carriers and what ships', () => {
  it('each carrier’s pages name it in their path, and no other path names a carrier', () => {
    for (const c of CARRIERS) {
      expect(carrierOfPath(`/modul/${carrierSegment(c)}/gonder`)).toBe(c);
      expect(carrierOfPath(`/modul/${carrierSegment(c)}/ayar`)).toBe(c);
    }
    expect(carrierOfPath('/modul/dhlkargo/gonder')).toBeNull();
    expect(carrierOfPath('/b2b/kargotanimlari')).toBeNull();
  });

  it('ships standing sales invoices, waybills and orders only', () => {
    expect(mayShip({ type: 'salesInvoice', status: 'completed' })).toBe(true);
    expect(mayShip({ type: 'salesWaybill', status: 'closed' })).toBe(true);
    expect(mayShip({ type: 'salesOrder', status: 'approved' })).toBe(true);
    expect(mayShip({ type: 'salesInvoice', status: 'draft' })).toBe(false);
    expect(mayShip({ type: 'salesInvoice', status: 'cancelled' })).toBe(false);
    expect(mayShip({ type: 'purchaseInvoice', status: 'completed' })).toBe(false);
  });
});
