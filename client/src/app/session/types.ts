/** The session user as /v1/auth/session returns it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  timezone: string;
  profileImageUrl: string | null;
  emailVerified: boolean;
  currentWorkspaceId: string | null;
}

/** `user` is an empty object until a session loads (seed §3). */
export interface SessionState {
  loading: boolean;
  user: SessionUser | Record<string, never>;
  error?: string;
}

export function hasUser(user: SessionState['user']): user is SessionUser {
  return 'id' in user;
}
