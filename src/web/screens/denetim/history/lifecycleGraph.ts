import type { DocumentFamily } from '../../../../../machines/types';

/**
 * The lifecycle picture, read from the family's XState machine definition itself (its states and each
 * state's `on` transitions, guarded ones included), so it cannot disagree with the rules the server
 * runs. Columns follow the family's forward-only ranks; self-transitions (EDIT, PRINT, …) are loops
 * listed beside their state rather than arrows.
 */
export interface GraphEdge {
  from: string;
  to: string;
  event: string;
  guard: string | null;
}

export interface GraphNode {
  state: string;
  rank: number;
  x: number;
  y: number;
  /** the transient state families created by an event start in ('new') */
  creation: boolean;
  final: boolean;
  /** events that keep the document in this state */
  loops: string[];
}

export interface LifecycleGraph {
  nodes: GraphNode[];
  /** every transition, self-transitions included */
  edges: GraphEdge[];
  width: number;
  height: number;
}

export const NODE_W = 132;
export const NODE_H = 46;
const COL_GAP = 84;
/** distance between the left edges of two neighbouring columns */
export const COLUMN = NODE_W + COL_GAP;
const ROW_GAP = 40;
const MARGIN = 16;
/** room under a node for its loop list */
const LOOP_ROOM = 18;

interface TransitionDef {
  target?: readonly { key: string }[];
  guard?: unknown;
}
interface StateNodeLike {
  type?: string;
  transitions: Map<string, readonly TransitionDef[]>;
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

/** Every transition of the machine: one edge per (state, event, guarded branch). */
export function machineEdges(family: Pick<DocumentFamily, 'machine'>): GraphEdge[] {
  const states = family.machine.root.states as unknown as Record<string, StateNodeLike>;
  const edges: GraphEdge[] = [];
  for (const [from, node] of Object.entries(states)) {
    for (const [event, defs] of node.transitions) {
      for (const def of defs) {
        const to = def.target?.[0]?.key ?? from;
        edges.push({ from, to, event, guard: guardName(def.guard) });
      }
    }
  }
  return edges;
}

export function lifecycleGraph(family: Pick<DocumentFamily, 'machine' | 'rank'> & { creationState?: string }): LifecycleGraph {
  const states = family.machine.root.states as unknown as Record<string, StateNodeLike>;
  const edges = machineEdges(family);
  const names = Object.keys(states);
  const rankOf = (s: string) => family.rank[s] ?? 0;
  const ranks = [...new Set(names.map(rankOf))].sort((a, b) => a - b);
  const rowsInColumn = new Map<number, number>();
  const nodes: GraphNode[] = names.map((state) => {
    const column = ranks.indexOf(rankOf(state));
    const row = rowsInColumn.get(column) ?? 0;
    rowsInColumn.set(column, row + 1);
    const loops = [...new Set(edges.filter((e) => e.from === state && e.to === state).map((e) => e.event))];
    return {
      state,
      rank: rankOf(state),
      x: MARGIN + column * (NODE_W + COL_GAP),
      y: MARGIN + row * (NODE_H + LOOP_ROOM + ROW_GAP),
      creation: state === family.creationState,
      final: states[state]?.type === 'final' || !edges.some((e) => e.from === state && e.to !== state),
      loops,
    };
  });
  const maxRows = Math.max(1, ...rowsInColumn.values());
  return {
    nodes,
    edges,
    width: MARGIN * 2 + ranks.length * NODE_W + (ranks.length - 1) * COL_GAP,
    // long arrows bow below the rows: leave room for them
    height: MARGIN * 2 + maxRows * (NODE_H + LOOP_ROOM + ROW_GAP) + 40,
  };
}

export const edgeKey = (from: string | null, event: string, to: string | null) => `${from ?? ''}|${event}|${to ?? ''}`;

/**
 * The path the document took: its accepted journal rows as edge keys (the CREATE row of an event-created
 * family is the creation event out of 'new'), and the states it passed through.
 */
export function takenPath(
  rows: readonly { event: string; from: string | null; to: string | null; accepted: boolean; payload?: unknown }[],
  family: { creationState?: string; creationEvent?(input: Record<string, unknown>): { type: string } },
): { edges: Set<string>; states: Set<string> } {
  const edges = new Set<string>();
  const states = new Set<string>();
  for (const row of rows) {
    if (!row.accepted) continue;
    if (row.to) states.add(row.to);
    if (row.event === 'CREATE') {
      if (family.creationState && family.creationEvent && row.payload && typeof row.payload === 'object') {
        states.add(family.creationState);
        edges.add(edgeKey(family.creationState, family.creationEvent(row.payload as Record<string, unknown>).type, row.to));
      }
      continue;
    }
    if (row.from) states.add(row.from);
    edges.add(edgeKey(row.from, row.event, row.to));
  }
  return { edges, states };
}
