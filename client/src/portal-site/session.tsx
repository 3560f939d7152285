import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { call, customerToken, onUnauthorized, setCustomerToken, type CustomerSelf, type Schemas } from './api';
import type { Boot } from './boot';

type State = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; customer: CustomerSelf };

interface Session {
  portal: Boot;
  state: State;
  signedIn(signIn: Schemas['CustomerSignIn']): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ portal, children }: { portal: Boot; children: ReactNode }) {
  const [state, setState] = useState<State>(() => (customerToken() ? { status: 'loading' } : { status: 'signedOut' }));

  useEffect(() => {
    if (!customerToken()) return;
    let live = true;
    call<Schemas['CustomerSession']>('GET', '/customer/auth/session')
      .then((s) => live && setState({ status: 'signedIn', customer: s.customer }))
      .catch(() => live && setState({ status: 'signedOut' }));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const stop = onUnauthorized(() => setState({ status: 'signedOut' }));
    return () => void stop();
  }, []);

  const signedIn = useCallback((signIn: Schemas['CustomerSignIn']) => {
    setCustomerToken(signIn.token);
    setState({ status: 'signedIn', customer: signIn.customer });
  }, []);
  const signOut = useCallback(async () => {
    await call('POST', '/customer/auth/logout').catch(() => undefined);
    setCustomerToken(null);
    setState({ status: 'signedOut' });
  }, []);

  const value = useMemo(() => ({ portal, state, signedIn, signOut }), [portal, state, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
