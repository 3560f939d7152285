import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkflowDetailFieldsFragment } from '../../../gql/graphql';
import { readServerError } from '../../forms/server-errors';
import { UpdateWorkflowMutation } from '../workflows.documents';
import { laidOut, type Draft } from './graph-model';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  /** The server refused the draft as it stands (a step without a name): saved again on the next change. */
  | { kind: 'invalid'; message: string }
  /** Someone saved a newer revision (another tab, a teammate): nothing more is saved until a reload. */
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string };

export type Problem = { nodeId: string | null; message: string };

const AUTOSAVE_MS = 700;
const HISTORY = 100;

export function fromServer(graph: WorkflowDetailFieldsFragment['graph']): Draft {
  return laidOut({
    nodes: graph.nodes.map((n) => ({
      id: n.id,
      type: n.type,
      name: n.name,
      config: n.config as Record<string, unknown>,
      position: n.position ? { x: n.position.x, y: n.position.y } : null,
    })),
    edges: graph.edges.map((e) => ({ from: e.from, to: e.to, branch: e.branch ?? null })),
  });
}

const toInput = (d: Draft) => ({
  nodes: d.nodes.map((n) => ({ id: n.id, type: n.type, name: n.name, config: n.config, position: n.position })),
  edges: d.edges.map((e) => ({ from: e.from, to: e.to, branch: e.branch })),
});

/**
 * The editor's draft: every change goes on an undo stack and is saved a moment later over the
 * revision it was made from (the server refuses a save over a newer one: two tabs never overwrite
 * each other unseen). `flush` saves now, for publishing.
 */
export function useDraft(workflow: WorkflowDetailFieldsFragment) {
  const [draft, setDraft] = useState<Draft>(() => fromServer(workflow.graph));
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [problems, setProblems] = useState<Problem[]>(workflow.problems);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const past = useRef<Draft[]>([]);
  const future = useRef<Draft[]>([]);
  const revision = useRef(workflow.revision);
  const current = useRef(draft);
  const dirty = useRef(false);
  const saving = useRef<Promise<void> | null>(null);
  const blocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [update] = useMutation(UpdateWorkflowMutation);

  const save = useCallback(async (): Promise<void> => {
    if (saving.current) await saving.current;
    if (!dirty.current || blocked.current) return;
    dirty.current = false;
    const sent = current.current;
    setState({ kind: 'saving' });
    saving.current = (async () => {
      try {
        const { data } = await update({ variables: { input: { id: workflow.id, graph: toInput(sent), revision: revision.current } } });
        revision.current = data!.updateWorkflow.revision;
        setProblems(data!.updateWorkflow.problems);
        setState(dirty.current ? { kind: 'unsaved' } : { kind: 'saved' });
      } catch (error) {
        const e = readServerError(error);
        if (e.code === 'CONFLICT') {
          blocked.current = true;
          setState({ kind: 'conflict' });
        } else {
          dirty.current = true;
          const first = e.details ? Object.values(e.details)[0] : undefined;
          setState(e.code === 'BAD_USER_INPUT' ? { kind: 'invalid', message: first ?? e.message } : { kind: 'failed', message: e.message });
        }
      } finally {
        saving.current = null;
      }
    })();
    await saving.current;
  }, [update, workflow.id]);

  const saveRef = useRef(save);
  saveRef.current = save;

  const schedule = useCallback(() => {
    dirty.current = true;
    setState((s) => (s.kind === 'conflict' ? s : { kind: 'unsaved' }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  }, [save]);

  const replace = (next: Draft) => {
    current.current = next;
    setDraft(next);
    setHistory({ canUndo: past.current.length > 0, canRedo: future.current.length > 0 });
  };

  const lastMerge = useRef<{ key: string; at: number } | null>(null);

  /**
   * A change the builder made: undoable, saved shortly. `from` is the state it undoes to (a drag's
   * start); changes with the same `merge` key within a moment are one step of undo (typing a name).
   */
  const change = useCallback(
    (next: Draft | ((d: Draft) => Draft), options: { from?: Draft; merge?: string } = {}) => {
      const before = current.current;
      const value = typeof next === 'function' ? next(before) : next;
      if (value === before) return;
      const now = Date.now();
      const merged = options.merge && lastMerge.current?.key === options.merge && now - lastMerge.current.at < 1500;
      lastMerge.current = options.merge ? { key: options.merge, at: now } : null;
      if (!merged) past.current = [...past.current.slice(-HISTORY + 1), options.from ?? before];
      future.current = [];
      replace(value);
      schedule();
    },
    [schedule],
  );

  /** A change on screen only (a step being dragged): neither saved nor undoable until it ends. */
  const preview = useCallback((next: (d: Draft) => Draft) => replace(next(current.current)), []);

  const undo = useCallback(() => {
    const previous = past.current.pop();
    if (!previous) return;
    future.current.push(current.current);
    replace(previous);
    schedule();
  }, [schedule]);
  const redo = useCallback(() => {
    const next = future.current.pop();
    if (!next) return;
    past.current.push(current.current);
    replace(next);
    schedule();
  }, [schedule]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await save();
  }, [save]);

  // Leaving with a change not saved yet asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current || saving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving the editor inside the app (to the runs, the list) saves what is pending.
      clearTimeout(timer.current);
      if (dirty.current) void saveRef.current();
    };
  }, []);

  return { draft, state, problems, change, preview, undo, redo, flush, ...history, revision };
}
