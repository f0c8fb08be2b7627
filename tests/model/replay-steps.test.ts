import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../machines/index';
import { modelPaths } from '../support/samples';
import type { StoredState } from '../../machines/types';
import { canonicalJson } from '../../src/domain/canonical';
import { documentView } from '../../src/server/documents/view';
import { differences, replaySteps, type JournalEntry } from '../../src/web/screens/denetim/history/replaySteps';

/** The browser replay: the journal alone, folded with the family's machine, rebuilds the stored document. */
describe('browser replay of the journal', () => {
  for (const family of FAMILIES) {
    it(`${family.family}: generated paths rebuild the same state, refused rows change nothing`, () => {
      const paths = modelPaths(family).slice(0, 60);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const created = family.create(path.input);
        if (!created.ok) continue;
        let state: StoredState = created.state;
        const journal: JournalEntry[] = [{ seq: 1, event: 'CREATE', from: null, to: state.status, accepted: true, reason: null, payload: path.input }];
        for (const event of path.events) {
          const { type, ...payload } = event;
          const d = family.decide(state, event);
          journal.push({
            seq: journal.length + 1,
            event: type,
            from: state.status,
            to: d.ok ? d.state.status : state.status,
            accepted: d.ok,
            reason: d.ok ? null : d.reason,
            payload,
          });
          if (d.ok) state = d.state;
          // a refused attempt after every step: shown, but no change
          const refused = {
            seq: journal.length + 1,
            event: 'NO_SUCH_EVENT',
            from: state.status,
            to: state.status,
            accepted: false,
            reason: 'common.eventNotAllowed',
            payload: {},
          };
          journal.push(refused);
        }
        const steps = replaySteps(family, journal);
        expect(steps).toHaveLength(journal.length);
        expect(steps.every((s) => s.problem === null)).toBe(true);
        for (let i = 1; i < steps.length; i++) if (!steps[i]!.entry.accepted) expect(steps[i]!.state).toBe(steps[i - 1]!.state);
        const last = steps.at(-1)!.state!;
        expect(canonicalJson(last)).toBe(canonicalJson(state));
        const accepted = journal.filter((r) => r.accepted).length;
        const view = documentView({
          id: 7,
          companyId: 1,
          type: String(state.context.type ?? family.types[0]),
          number: String(state.context.number ?? 'N-1'),
          status: state.status,
          version: accepted,
          snapshot: state,
          sourceId: typeof state.context.sourceId === 'string' && /^\d+$/.test(state.context.sourceId) ? Number(state.context.sourceId) : null,
          createdBy: 1,
          createdAt: '2025-01-15T10:00:00Z',
          updatedAt: '2025-01-15T10:00:00Z',
        });
        expect(differences(last, accepted, view)).toEqual([]);
      }
    });
  }

  it('names what differs when the stored document is not what the journal gives', () => {
    const receipt = FAMILIES.find((f) => f.family === 'receipt')!;
    const input = {
      type: 'salesInvoice',
      number: 'R-1',
      date: '2025-01-15',
      accountId: '12',
      warehouseId: '3',
      lines: [{ productId: '5', quantity: '2', unitPrice: '10.00', vatRate: 20 }],
    };
    const steps = replaySteps(receipt, [{ seq: 1, event: 'CREATE', from: null, to: 'draft', accepted: true, reason: null, payload: input }]);
    const state = steps[0]!.state!;
    const row = {
      id: 1,
      companyId: 1,
      type: 'salesInvoice',
      number: 'R-1',
      status: 'draft',
      version: 1,
      snapshot: state,
      sourceId: null,
      createdBy: 1,
      createdAt: '',
      updatedAt: '',
    };
    expect(differences(state, 1, documentView(row))).toEqual([]);
    const tampered = documentView({ ...row, status: 'completed', snapshot: { ...state, context: { ...state.context, note: 'changed' } } });
    expect(differences(state, 1, tampered)).toEqual(['note', 'status']);
    expect(differences(state, 2, documentView(row))).toEqual(['version']);
  });

  it('stops at an accepted row the machine refuses and reports it', () => {
    const receipt = FAMILIES.find((f) => f.family === 'receipt')!;
    const input = { type: 'salesInvoice', number: 'R-1', date: '2025-01-15' };
    const steps = replaySteps(receipt, [
      { seq: 1, event: 'CREATE', from: null, to: 'draft', accepted: true, reason: null, payload: input },
      { seq: 2, event: 'COMPLETE', from: 'draft', to: 'completed', accepted: true, reason: null, payload: {} },
    ]);
    expect(steps[1]!.problem).toBeTruthy();
    expect(steps[1]!.state!.status).toBe('draft');
  });
});
