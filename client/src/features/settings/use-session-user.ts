import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../../app/session/SessionProvider';
import { hasUser, type SessionUser } from '../../app/session/types';

const SESSION_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'username',
  'timezone',
  'profileImageUrl',
  'emailVerified',
  'currentWorkspaceId',
] as const satisfies ReadonlyArray<keyof SessionUser>;

/**
 * Writes a profile change into the session, so the header (avatar, name) shows it at once. Merges
 * into the latest session user, not the one of the render that started the save.
 */
export function useUpdateSessionUser() {
  const { state, setSession } = useSession();
  const latest = useRef(state.user);
  useEffect(() => {
    latest.current = state.user;
  }, [state.user]);

  return useCallback(
    (patch: Partial<SessionUser> & Record<string, unknown>) => {
      const user = latest.current;
      if (!hasUser(user)) return;
      const next: SessionUser = { ...user };
      for (const key of SESSION_FIELDS)
        if (key in patch && patch[key] !== undefined) (next as unknown as Record<string, unknown>)[key] = patch[key];
      latest.current = next;
      setSession(next);
    },
    [setSession],
  );
}
