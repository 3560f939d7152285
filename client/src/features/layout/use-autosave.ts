import { useCallback, useEffect, useRef, useState } from 'react';
import { readServerError, type ServerError } from '../forms/server-errors';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; error: ServerError }
  | { kind: 'conflict'; message: string };

const DELAY_MS = 800;

/**
 * Saves the latest value ~0.8 s after the last change, one save at a time: a change made while a
 * save runs waits for it (and for the revision it answers). After a conflict nothing more is sent:
 * someone else's newer version would be overwritten.
 */
export function useAutosave<T>(save: (value: T) => Promise<void>) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const saveRef = useRef(save);
  const next = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    const item = next.current;
    if (!item || stopped.current) return;
    next.current = null;
    setState({ kind: 'saving' });
    const attempt = saveRef.current(item.value).then(
      () => setState(next.current ? { kind: 'pending' } : { kind: 'saved' }),
      (error: unknown) => {
        const e = readServerError(error);
        if (e.code === 'CONFLICT' && e.details?.revision) {
          stopped.current = true;
          setState({ kind: 'conflict', message: e.message });
        } else setState({ kind: 'failed', error: e });
      },
    );
    running.current = attempt;
    await attempt;
    running.current = null;
    if (next.current) await run();
  }, []);

  const schedule = useCallback(
    (value: T) => {
      if (stopped.current) return;
      next.current = { value };
      setState({ kind: 'pending' });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), DELAY_MS);
    },
    [run],
  );

  /** Sends what is waiting now (before Publish, before leaving); resolves when nothing is left to send. */
  const flush = useCallback(async () => {
    await run();
    while (running.current) await running.current;
  }, [run]);

  const dirty = state.kind === 'pending' || state.kind === 'saving' || state.kind === 'failed';
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Leaving the page (another page of the site, another screen) still sends the last change.
  useEffect(
    () => () => {
      if (next.current && !stopped.current) void run();
    },
    [run],
  );

  return { state, schedule, flush };
}
