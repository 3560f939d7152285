import { lazy, type ComponentType } from 'react';

export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScreenLoadError';
  }
}

/** Races a screen's import against the load timeout; a stalled load becomes a load error. */
export function withTimeout<T>(load: Promise<T>, ms = SCREEN_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenLoadError(`This screen did not load within ${Math.round(ms / 1000)} seconds.`)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

export type ScreenModule = { default: ComponentType };

export function lazyScreen(load: () => Promise<ScreenModule>) {
  return lazy(() =>
    withTimeout(load()).catch((error: unknown) => {
      throw error instanceof ScreenLoadError
        ? error
        : new ScreenLoadError('This screen could not be loaded. Check your connection and reload.');
    }),
  );
}
