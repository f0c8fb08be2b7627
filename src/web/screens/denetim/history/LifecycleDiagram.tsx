import type { DocumentFamily } from '../../../../../machines/types';
import type { HistoryRow } from '../../../api/fetchDocumentHistory';
import { COLUMN, NODE_H, NODE_W, edgeKey, lifecycleGraph, takenPath, type GraphEdge, type GraphNode } from './lifecycleGraph';
import { useHistoryLabels } from './historyLabels';

type FamilyLike = DocumentFamily & { creationState?: string; creationEvent?(input: Record<string, unknown>): { type: string } };

const TAKEN = '#0d8050';
const PLAIN = '#8a9ba8';

/** The family's machine drawn left → right by rank; the document's path highlighted, its current state marked. */
export function LifecycleDiagram({ family, rows, current }: { family: FamilyLike; rows: readonly HistoryRow[]; current: string }) {
  const L = useHistoryLabels();
  const graph = lifecycleGraph(family);
  const path = takenPath(rows, family);
  const at = new Map(graph.nodes.map((n) => [n.state, n]));
  const groups = new Map<string, GraphEdge[]>();
  for (const e of graph.edges) {
    if (e.from === e.to) continue;
    const k = `${e.from}>${e.to}`;
    groups.set(k, [...(groups.get(k) ?? []), e]);
  }
  return (
    <>
      <div dir="ltr" style={{ overflow: 'auto', maxWidth: '100%', border: '1px solid rgba(128,128,128,0.3)', borderRadius: 4 }} data-testid="diagram-box">
        <svg
          width={graph.width}
          height={graph.height}
          viewBox={`0 0 ${graph.width} ${graph.height}`}
          role="img"
          aria-label={L.t('history.diagram')}
          data-testid="lifecycle-diagram"
          style={{ display: 'block', fontSize: 11 }}
        >
          <defs>
            {[
              ['arrow-plain', PLAIN],
              ['arrow-taken', TAKEN],
            ].map(([id, color]) => (
              <marker
                key={id}
                id={id}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerUnits="userSpaceOnUse"
                markerWidth="10"
                markerHeight="10"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" fill={color} />
              </marker>
            ))}
          </defs>
          {[...groups.values()].map((edges) => (
            <Arrow
              key={`${edges[0]!.from}>${edges[0]!.to}`}
              edges={edges}
              from={at.get(edges[0]!.from)!}
              to={at.get(edges[0]!.to)!}
              taken={edges.some((e) => path.edges.has(edgeKey(e.from, e.event, e.to)))}
              label={(e) => L.event(e)}
              height={graph.height}
            />
          ))}
          {graph.nodes.map((n) => (
            <StateBox
              key={n.state}
              node={n}
              label={L.status(n.state)}
              taken={path.states.has(n.state)}
              current={n.state === current}
              currentText={L.t('history.current')}
              loops={n.loops.map(L.event).join(', ')}
            />
          ))}
        </svg>
      </div>
      <p className="bp6-text-muted" style={{ marginTop: 8 }} data-testid="diagram-legend">
        {L.t('history.legend')}
      </p>
    </>
  );
}

function Arrow({
  edges,
  from,
  to,
  taken,
  label,
  height,
}: {
  edges: GraphEdge[];
  from: GraphNode;
  to: GraphNode;
  taken: boolean;
  label: (e: string) => string;
  height: number;
}) {
  const span = Math.round((to.x - from.x) / COLUMN);
  // arrows that skip a column leave from the box's foot and bow below the rows instead of crossing the boxes between
  const long = span > 1;
  const x1 = long ? from.x + NODE_W * 0.7 : from.x + NODE_W;
  const y1 = long ? from.y + NODE_H + (from.loops.length > 0 ? 20 : 0) : from.y + NODE_H / 2;
  const x2 = long ? to.x + NODE_W * 0.3 : to.x;
  const y2 = long ? to.y + NODE_H : to.y + NODE_H / 2;
  const bow = long ? Math.min(height - 6, Math.max(y1, y2) + 24 + 12 * span) : null;
  const c1 = { x: x1 + (x2 - x1) / 3, y: bow ?? y1 };
  const c2 = { x: x2 - (x2 - x1) / 3, y: bow ?? y2 };
  const mid = { x: (x1 + 3 * c1.x + 3 * c2.x + x2) / 8, y: (y1 + 3 * c1.y + 3 * c2.y + y2) / 8 };
  const text = [...new Set(edges.map((e) => label(e.event)))].join(' / ');
  const guarded = edges.every((e) => e.guard !== null);
  return (
    <g data-edge={`${from.state}>${to.state}`} data-events={edges.map((e) => e.event).join(' ')} data-taken={String(taken)}>
      <path
        d={`M${x1},${y1} C${c1.x},${c1.y} ${c2.x},${c2.y} ${x2},${y2}`}
        fill="none"
        stroke={taken ? TAKEN : PLAIN}
        strokeWidth={taken ? 3 : 1.3}
        strokeDasharray={guarded && !taken ? '5 3' : undefined}
        markerEnd={`url(#${taken ? 'arrow-taken' : 'arrow-plain'})`}
      />
      <text x={mid.x} y={mid.y - 4} textAnchor="middle" fill={taken ? TAKEN : 'currentColor'} fontWeight={taken ? 700 : 400}>
        {text}
      </text>
    </g>
  );
}

function StateBox({
  node,
  label,
  taken,
  current,
  currentText,
  loops,
}: {
  node: GraphNode;
  label: string;
  taken: boolean;
  current: boolean;
  currentText: string;
  loops: string;
}) {
  return (
    <g data-state={node.state} data-taken={String(taken)} data-current={String(current)}>
      <rect
        x={node.x}
        y={node.y}
        width={NODE_W}
        height={NODE_H}
        rx={node.creation ? NODE_H / 2 : 6}
        fill={taken ? 'rgba(13,128,80,0.12)' : 'rgba(128,128,128,0.06)'}
        stroke={current ? '#215db0' : taken ? TAKEN : PLAIN}
        strokeWidth={current ? 4 : taken ? 2 : 1}
        strokeDasharray={node.creation ? '4 3' : undefined}
      />
      <text
        x={node.x + NODE_W / 2}
        y={node.y + (current ? 19 : 27)}
        textAnchor="middle"
        fontSize={13}
        fontWeight={current || taken ? 700 : 400}
        fill="currentColor"
      >
        {label}
      </text>
      {current && (
        <text x={node.x + NODE_W / 2} y={node.y + 36} textAnchor="middle" fill="#215db0" fontWeight={700} data-testid="current-marker">
          ◆ {currentText}
        </text>
      )}
      {loops && (
        <text x={node.x + NODE_W / 2} y={node.y + NODE_H + 13} textAnchor="middle" fill="currentColor" opacity={0.75}>
          ↻ {loops}
        </text>
      )}
    </g>
  );
}
