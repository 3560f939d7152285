import type { SessionUser } from './types';

export const SESSION_KEY = 'session';
export const TOKEN_KEY = 'token';

export function readStoredUser(): SessionUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as { user?: SessionUser } | null;
    return stored?.user && 'id' in stored.user ? stored.user : null;
  } catch {
    return null;
  }
}
