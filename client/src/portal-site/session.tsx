import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { call, customerToken, onUnauthorized, setCustomerToken, type CustomerSelf, type Schemas } from './api';
import type { Boot, PublishedSite } from './boot';

type State = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; customer: CustomerSelf };

interface Session {
  /** The portal, its site as the visitor may see it: the public part, or all of it once a customer is signed in. */
  portal: Boot;
  /** `loading`: signed in, the customers-only navigation and pages still on their way. */
  site: 'public' | 'loading' | 'customer';
  state: State;
  signedIn(signIn: Schemas['CustomerSignIn']): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ portal: boot, children }: { portal: Boot; children: ReactNode }) {
  const [state, setState] = useState<State>(() => (customerToken() ? { status: 'loading' } : { status: 'signedOut' }));
  // The HTML is the same for everyone, so it carries only what is public; a customer's navigation and
  // pages come with their token, kept with whose they are.
  const [customerSite, setCustomerSite] = useState<{ customerId: string; site: PublishedSite | null } | null>(null);
  const customerId = state.status === 'signedIn' ? state.customer.id : null;
  const hasSite = !!boot.site?.published;

  useEffect(() => {
    if (!customerId || !hasSite) return;
    let live = true;
    call<PublishedSite>('GET', '/public/site', { query: { portalSlug: boot.slug } })
      .then((site) => live && setCustomerSite({ customerId, site }))
      // Not reachable now: the public part stays, and a page for customers still loads on its own.
      .catch(() => live && setCustomerSite({ customerId, site: null }));
    return () => {
      live = false;
    };
  }, [customerId, hasSite, boot.slug]);

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

  const mine = customerId && customerSite?.customerId === customerId ? customerSite : null;
  const portal = useMemo(() => (mine?.site ? { ...boot, site: mine.site } : boot), [boot, mine]);
  const site: Session['site'] = !customerId || !hasSite ? 'public' : !mine ? 'loading' : mine.site ? 'customer' : 'public';
  const value = useMemo(() => ({ portal, site, state, signedIn, signOut }), [portal, site, state, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
