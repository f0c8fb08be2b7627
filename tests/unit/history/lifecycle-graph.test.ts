import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../machines/index';
import { edgeKey, lifecycleGraph, takenPath } from '../../../src/web/screens/denetim/history/lifecycleGraph';

/** The History tab's diagram is read from the machine: every transition the machine has is in the picture. */
describe('lifecycle graph', () => {
  for (const family of FAMILIES) {
    describe(family.family, () => {
      const graph = lifecycleGraph(family);
      const config = family.machine.config.states as Record<string, { on?: Record<string, unknown> }>;

      it('has a node for every state of the machine', () => {
        expect(graph.nodes.map((n) => n.state).sort()).toEqual(Object.keys(config).sort());
      });

      it('has every transition of the machine definition, guarded ones included', () => {
        for (const [from, def] of Object.entries(config)) {
          for (const [event, raw] of Object.entries(def.on ?? {})) {
            const branches = (Array.isArray(raw) ? raw : [raw]) as { target?: string; guard?: string }[];
            for (const b of branches) {
              const to = b.target ? b.target.replace(/^\./, '') : from;
              expect(graph.edges, `${from} -${event}-> ${to}`).toContainEqual({ from, to, event, guard: b.guard ?? null });
            }
          }
        }
        const count = Object.values(config).reduce(
          (n, d) => n + Object.values(d.on ?? {}).reduce<number>((m, r) => m + (Array.isArray(r) ? r.length : 1), 0),
          0,
        );
        expect(graph.edges).toHaveLength(count);
      });

      it('lays states out left to right by rank; arrows never point left', () => {
        const at = new Map(graph.nodes.map((n) => [n.state, n]));
        for (const a of graph.nodes) for (const b of graph.nodes) if (family.rank[a.state]! < family.rank[b.state]!) expect(a.x).toBeLessThan(b.x);
        for (const e of graph.edges) {
          if (e.from === e.to) expect(at.get(e.from)!.loops).toContain(e.event);
          else expect(at.get(e.to)!.x).toBeGreaterThan(at.get(e.from)!.x);
        }
        for (const n of graph.nodes) {
          expect(n.x + 132).toBeLessThanOrEqual(graph.width);
          expect(n.y).toBeLessThan(graph.height);
        }
      });

      it('marks the creation state of families created by an event', () => {
        expect(graph.nodes.filter((n) => n.creation).map((n) => n.state)).toEqual(family.creationState ? [family.creationState] : []);
      });
    });
  }

  it('takes the path from the accepted journal rows only', () => {
    const receipt = FAMILIES.find((f) => f.family === 'receipt')!;
    const path = takenPath(
      [
        { event: 'CREATE', from: null, to: 'draft', accepted: true },
        { event: 'COMPLETE', from: 'draft', to: 'draft', accepted: false },
        { event: 'START', from: 'draft', to: 'inProcess', accepted: true },
        { event: 'COMPLETE', from: 'inProcess', to: 'completed', accepted: true },
      ],
      receipt,
    );
    expect([...path.edges].sort()).toEqual([edgeKey('draft', 'START', 'inProcess'), edgeKey('inProcess', 'COMPLETE', 'completed')].sort());
    expect([...path.states].sort()).toEqual(['completed', 'draft', 'inProcess']);
    const cheque = FAMILIES.find((f) => f.family === 'receivedCheque')!;
    const chequePath = takenPath([{ event: 'CREATE', from: null, to: 'portfolio', accepted: true, payload: {} }], cheque);
    expect([...chequePath.edges]).toEqual([edgeKey('new', 'RECEIVE', 'portfolio')]);
  });
});
