import { GraphiQL } from 'graphiql';
import { examplesPlugin } from './ExamplesPanel';
import { WELCOME_QUERY } from './examples';
import { fetcher } from './fetcher';
import { SessionNote } from './SessionNote';

const PLUGINS = [examplesPlugin];
const DEFAULT_TABS = [{ query: WELCOME_QUERY }];

/**
 * GraphiQL keeps its tabs and settings in local storage, beside the app's own keys on this origin:
 * under a prefix of its own, so that "Clear storage" in its settings cannot sign the builder out.
 */
const PREFIX = 'portico-sandbox:';
const storage: Storage = {
  get length() {
    return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX)).length;
  },
  key: (index) =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith(PREFIX))
      [index]?.slice(PREFIX.length) ?? null,
  getItem: (key) => localStorage.getItem(PREFIX + key),
  setItem: (key, value) => localStorage.setItem(PREFIX + key, value),
  removeItem: (key) => localStorage.removeItem(PREFIX + key),
  clear: () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  },
};

function PorticoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

export function Sandbox() {
  return (
    <div className="sandbox">
      <header className="sandbox-header">
        <a className="sandbox-brand" href="/portals">
          <PorticoMark />
          <span>Portico</span>
        </a>
        <h1 className="sandbox-title">GraphQL sandbox</h1>
        <SessionNote />
        <a className="sandbox-back" href="/portals">
          Back to the app
        </a>
      </header>
      <main className="sandbox-ide" aria-label="GraphQL editor">
        <GraphiQL fetcher={fetcher} plugins={PLUGINS} defaultTabs={DEFAULT_TABS} storage={storage}>
          <GraphiQL.Logo>
            <span className="sandbox-logo">Portico API</span>
          </GraphiQL.Logo>
        </GraphiQL>
      </main>
    </div>
  );
}
