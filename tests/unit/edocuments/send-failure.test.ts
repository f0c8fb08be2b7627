import { describe, expect, it } from 'vitest';
import { sendFailureOf } from '../../../src/domain/edocuments/send-failure';

describe("an e-document's last error is read as GİB's refusal, Defter's or the integrator's", () => {
  it('a 4xx carrying a rule is GİB’s refusal, with its rule and text', () => {
    expect(sendFailureOf('integrator 422: TaxExemptionReasonCheck: Vergi miktarı 0 olan 0015 vergi kodlu KDV için …')).toEqual({
      kind: 'gib',
      rule: 'TaxExemptionReasonCheck',
      text: 'Vergi miktarı 0 olan 0015 vergi kodlu KDV için …',
    });
  });

  it('an error code is Defter’s own, a 5xx or an unreachable integrator the integrator’s text', () => {
    expect(sendFailureOf('ED10002')).toEqual({ kind: 'code', code: 'ED10002' });
    expect(sendFailureOf('integrator 503: sandbox: temporary failure')).toEqual({ kind: 'integrator', text: 'sandbox: temporary failure' });
    expect(sendFailureOf('integrator unreachable: fetch failed')).toEqual({ kind: 'integrator', text: 'unreachable: fetch failed' });
    expect(sendFailureOf('integrator 422: the receiver 123 is no registered e-invoice user')).toEqual({
      kind: 'integrator',
      text: 'the receiver 123 is no registered e-invoice user',
    });
  });
});
