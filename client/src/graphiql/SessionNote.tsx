import { useCallback, useEffect, useState } from 'react';
import { SESSION_KEY, TOKEN_KEY } from '../app/session/storage';
import { request, sessionToken } from './fetcher';
import { SandboxViewerQuery } from './sandbox.documents';

/** Where the sandbox sends a builder to sign in; the sign-in page brings them back here after. */
export const SIGN_IN_HREF = '/auth/login?next=/graphql';

type Viewer =
  | { state: 'loading' }
  | { state: 'signedIn'; name: string; email: string; workspace: string | null }
  | { state: 'signedOut'; expired: boolean }
  | { state: 'error'; message: string };

async function loadViewer(): Promise<Viewer> {
  if (!sessionToken()) return { state: 'signedOut', expired: false };
  const { data, errors } = await request(SandboxViewerQuery);
  if (errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return { state: 'signedOut', expired: true };
  if (!data) throw new Error(errors?.[0]?.message ?? 'The server sent no answer.');
  const { me, workspaces } = data;
  return {
    state: 'signedIn',
    name: `${me.firstName} ${me.lastName}`.trim() || me.email,
    email: me.email,
    workspace: workspaces.find((w) => w.current)?.name ?? null,
  };
}

/** Whose data the sandbox's queries see: the builder of this browser's session, or nobody. */
export function SessionNote() {
  const [viewer, setViewer] = useState<Viewer>({ state: 'loading' });
  const load = useCallback(() => {
    setViewer({ state: 'loading' });
    loadViewer().then(setViewer, (error: Error) => setViewer({ state: 'error', message: error.message }));
  }, []);
  useEffect(() => {
    load();
    // Signing in or out in another tab of the app changes whose session the queries use.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [load]);

  switch (viewer.state) {
    case 'loading':
      return (
        <p className="sandbox-note" role="status">
          Checking your session…
        </p>
      );
    case 'signedIn':
      return (
        <p className="sandbox-note" role="status">
          Signed in as <strong>{viewer.name}</strong> ({viewer.email}) — queries run as you
          {viewer.workspace ? (
            <>
              , on the data of workspace <strong>{viewer.workspace}</strong>
            </>
          ) : (
            ', in no workspace yet'
          )}
          . An <code>Authorization</code> header in the Headers tab (an API key: <code>Bearer pk_…</code>) runs as that instead.
        </p>
      );
    case 'signedOut':
      return (
        <p className="sandbox-note sandbox-note-warning" role="status">
          {viewer.expired ? 'Your session has expired' : 'You are not signed in'} — queries run anonymously and most answer UNAUTHENTICATED.{' '}
          <a
            className="sandbox-button"
            href={SIGN_IN_HREF}
            // A token the server refused is of no use: the app must not take its stored user for a session.
            onClick={() => {
              localStorage.removeItem(TOKEN_KEY);
              localStorage.removeItem(SESSION_KEY);
            }}
          >
            Sign in
          </a>
        </p>
      );
    case 'error':
      return (
        <p className="sandbox-note sandbox-note-warning" role="alert">
          Could not check your session: {viewer.message}{' '}
          <button type="button" className="sandbox-button" onClick={load}>
            Retry
          </button>
        </p>
      );
  }
}
