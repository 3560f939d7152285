import { useGraphiQL, useGraphiQLActions, type GraphiQLPlugin } from '@graphiql/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { EXAMPLES, type Example } from './examples';

function ExamplesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M8 6h12M8 12h12M8 18h12" strokeLinecap="round" />
      <circle cx="4" cy="6" r="1" fill="currentColor" />
      <circle cx="4" cy="12" r="1" fill="currentColor" />
      <circle cx="4" cy="18" r="1" fill="currentColor" />
    </svg>
  );
}

function groupsOf(examples: readonly Example[]): [string, Example[]][] {
  const groups = new Map<string, Example[]>();
  for (const example of examples) groups.set(example.group, [...(groups.get(example.group) ?? []), example]);
  return [...groups];
}

/** Every operation the Portico app sends, by feature; a click opens it in a new tab, named after it. */
function ExamplesPanel() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const searchId = useId();
  const { addTab } = useGraphiQLActions();
  const queryEditor = useGraphiQL((s) => s.queryEditor);
  const variableEditor = useGraphiQL((s) => s.variableEditor);
  const groups = useMemo(() => {
    const words = deferred.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matches = (e: Example) => words.every((w) => `${e.name} ${e.type} ${e.group}`.toLowerCase().includes(w));
    return groupsOf(EXAMPLES.filter(matches));
  }, [deferred]);

  const open = (example: Example) => {
    addTab();
    // The new tab takes its title from the operation's name once the editor holds it.
    queryEditor?.setValue(example.query);
    variableEditor?.setValue(example.variables);
  };

  return (
    <section className="sandbox-examples" aria-labelledby={`${searchId}-title`}>
      <div className="graphiql-doc-explorer-title" id={`${searchId}-title`}>
        Examples
      </div>
      <p className="sandbox-examples-lead">The {EXAMPLES.length} operations the Portico app sends. Pick one to open it in a new tab.</p>
      <label className="sandbox-examples-label" htmlFor={searchId}>
        Search examples
      </label>
      <input
        id={searchId}
        className="sandbox-examples-search"
        type="search"
        value={search}
        placeholder="Portal, mutation, team…"
        onChange={(event) => setSearch(event.target.value)}
      />
      {groups.length === 0 ? (
        <p className="sandbox-examples-empty" role="status">
          No operation matches “{search}”. Try another word, or clear the search.
        </p>
      ) : (
        groups.map(([group, examples]) => (
          <section key={group} className="sandbox-examples-group" aria-label={group}>
            <h3>{group}</h3>
            <ul>
              {examples.map((example) => (
                <li key={example.name}>
                  <button type="button" onClick={() => open(example)}>
                    <span className="sandbox-examples-name">{example.name}</span>
                    <span className={`sandbox-examples-type sandbox-examples-type-${example.type}`}>
                      <span className="sandbox-visually-hidden">, </span>
                      {example.type}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

export const examplesPlugin: GraphiQLPlugin = { title: 'Examples', icon: ExamplesIcon, content: ExamplesPanel };
