import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A screen's first render in a file imports its lazy route and Chakra's styles: on a busy 2-core
// machine that took over ten seconds (the defaults are one for findBy… and five for a test). The waits are for
// what a person would see, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks these browser APIs that Chakra's components (Ark UI) use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
