import type { SessionState, SessionUser } from './types';

export type SessionAction =
  | { type: 'loadingSession' }
  | { type: 'setSession'; user: SessionUser }
  | { type: 'sessionError'; error: string }
  | { type: 'resetSession' };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'loadingSession':
      return { ...state, loading: true, error: undefined };
    case 'setSession':
      return { loading: false, user: action.user };
    case 'sessionError':
      // A network failure keeps the user held: being offline is not being signed out.
      return { ...state, loading: false, error: action.error };
    case 'resetSession':
      return { loading: false, user: {} };
  }
}
