import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RestData } from '../api/rest-contract';
import { api, ApiError, SESSION_PATHS } from '../api/rest';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { toaster } from '../ui/toaster';
import { sessionReducer } from './reducer';
import { readStoredUser, SESSION_KEY, TOKEN_KEY } from './storage';
import type { SessionState, SessionUser } from './types';

interface SessionApi {
  state: SessionState;
  fetchSession(): Promise<void>;
  fetchRefreshSession(): Promise<void>;
  /** After sign-in or registration: keeps the token and the user. */
  setSession(user: SessionUser, token?: string): void;
  resetSession(): void;
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(sessionReducer, undefined, (): SessionState => ({ loading: true, user: readStoredUser() ?? {} }));

  // Saved to local storage whenever the session has loaded (seed §3).
  useEffect(() => {
    if (!state.loading) localStorage.setItem(SESSION_KEY, JSON.stringify({ loading: false, user: state.user }));
  }, [state]);

  const resetSession = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    dispatch({ type: 'resetSession' });
  }, []);

  const load = useCallback(
    async (refresh: boolean) => {
      if (!localStorage.getItem(TOKEN_KEY)) return resetSession();
      if (!refresh) dispatch({ type: 'loadingSession' });
      try {
        const user = await api<RestData<'/v1/auth/session', 'get'>>('GET', SESSION_PATHS.session, { query: { refresh } });
        dispatch({ type: 'setSession', user });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) resetSession();
        else dispatch({ type: 'sessionError', error: (error as Error).message });
      }
    },
    [resetSession],
  );

  const fetchSession = useCallback(() => load(false), [load]);
  const fetchRefreshSession = useCallback(() => load(true), [load]);

  useEffect(() => {
    setUnauthorizedHandler(fetchSession);
    return () => setUnauthorizedHandler(undefined);
  }, [fetchSession]);

  const setSession = useCallback((user: SessionUser, token?: string) => {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    dispatch({ type: 'setSession', user });
  }, []);

  const logout = useCallback(async () => {
    try {
      await api<RestData<'/v1/auth/logout', 'get'>>('GET', SESSION_PATHS.logout);
    } catch {
      toaster.create({ type: 'error', title: 'Some Error Occured' });
      return;
    }
    resetSession();
    navigate('/auth/login');
  }, [navigate, resetSession]);

  const value = useMemo(
    () => ({ state, fetchSession, fetchRefreshSession, setSession, resetSession, logout }),
    [state, fetchSession, fetchRefreshSession, setSession, resetSession, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession is used outside SessionProvider');
  return api;
}
