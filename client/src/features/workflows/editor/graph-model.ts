import { Graph, layout } from '@dagrejs/dagre';

/** A draft as the editor holds it: the same shape the API saves (WorkflowGraphInput). */
export interface DraftStep {
  id: string;
  type: string;
  name: string;
  config: Record<string, unknown>;
  position: { x: number; y: number } | null;
}
export interface DraftEdge {
  from: string;
  to: string;
  branch: string | null;
}
export interface Draft {
  nodes: DraftStep[];
  edges: DraftEdge[];
}

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 76;

/** A short id, unique in the draft: `form_3f9k`. */
export function newStepId(type: string, draft: Draft): string {
  const taken = new Set(draft.nodes.map((n) => n.id));
  for (;;) {
    const id = `${type.toLowerCase()}_${Math.random().toString(36).slice(2, 6)}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * Positions for every step, top to bottom along the arrows (dagre's layered layout). Steps that
 * already have a position keep it unless `all`.
 */
export function laidOut(draft: Draft, all = false): Draft {
  if (!all && draft.nodes.every((n) => n.position)) return draft;
  const g = new Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 60, ranksep: 70, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of draft.nodes) g.setNode(n.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const e of draft.edges) if (g.hasNode(e.from) && g.hasNode(e.to)) g.setEdge(e.from, e.to);
  layout(g);
  const placed = {
    ...draft,
    nodes: draft.nodes.map((n) => {
      if (n.position && !all) return n;
      const p = g.node(n.id);
      return { ...n, position: { x: Math.round(p.x - NODE_WIDTH / 2), y: Math.round(p.y - NODE_HEIGHT / 2) } };
    }),
  };
  return yesOnTheLeft(placed);
}

/**
 * dagre does not know a condition's handles: "Yes" leaves from the left, "No" from the right. When
 * it put the Yes step to the right of the No step, the Yes step is mirrored to the condition's left
 * (if that place is free), so the two arrows do not cross or run behind a step.
 */
function yesOnTheLeft(draft: Draft): Draft {
  const at = new Map(draft.nodes.map((n) => [n.id, n]));
  const overlaps = (id: string, x: number, y: number) =>
    draft.nodes.some(
      (o) => o.id !== id && o.position && Math.abs(o.position.x - x) < NODE_WIDTH + 20 && Math.abs(o.position.y - y) < NODE_HEIGHT + 20,
    );
  const moved = new Map<string, { x: number; y: number }>();
  for (const n of draft.nodes) {
    const yes = draft.edges.find((e) => e.from === n.id && e.branch === 'yes');
    const no = draft.edges.find((e) => e.from === n.id && e.branch === 'no');
    const [c, y, o] = [n.position, yes && at.get(yes.to)?.position, no && at.get(no.to)?.position];
    if (!c || !y || !o || y.x <= o.x) continue;
    // Mirrored, and clear of the No handle (two thirds across the condition) by 40 px.
    const x = Math.min(2 * c.x - y.x, Math.round(c.x + (2 * NODE_WIDTH) / 3 - NODE_WIDTH - 40));
    if (!overlaps(yes!.to, x, y.y)) moved.set(yes!.to, { x, y: y.y });
  }
  if (moved.size === 0) return draft;
  return { ...draft, nodes: draft.nodes.map((n) => (moved.has(n.id) ? { ...n, position: moved.get(n.id)! } : n)) };
}

/**
 * An arrow from `from` (by `branch` for a branching step) to `to`. A way out leads to one step: an
 * arrow drawn from a way out that already has one replaces it.
 */
export function connect(draft: Draft, from: string, to: string, branch: string | null): Draft {
  if (from === to) return draft;
  const edges = draft.edges.filter((e) => !(e.from === from && (e.branch ?? null) === branch));
  return { ...draft, edges: [...edges, { from, to, branch }] };
}

export const removeStep = (draft: Draft, id: string): Draft => ({
  nodes: draft.nodes.filter((n) => n.id !== id),
  edges: draft.edges.filter((e) => e.from !== id && e.to !== id),
});

/** The form steps that come before `id` along the arrows: what a condition there may read. */
export function formsBefore(draft: Draft, id: string): DraftStep[] {
  const into = new Map<string, string[]>();
  for (const e of draft.edges) into.set(e.to, [...(into.get(e.to) ?? []), e.from]);
  const seen = new Set<string>();
  const queue = [...(into.get(id) ?? [])];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(into.get(next) ?? []));
  }
  return draft.nodes.filter((n) => seen.has(n.id) && n.type === 'FORM');
}
