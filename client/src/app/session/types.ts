import type { RestSchemas } from '../api/rest-contract';

/** The session user as /v1/auth/session answers it: the fields the app keeps in local storage (seed §3). */
export type SessionUser = Pick<
  RestSchemas['User'],
  'id' | 'email' | 'firstName' | 'lastName' | 'username' | 'timezone' | 'profileImageUrl' | 'emailVerified' | 'currentWorkspaceId'
>;

/** `user` is an empty object until a session loads (seed §3). */
export interface SessionState {
  loading: boolean;
  user: SessionUser | Record<string, never>;
  error?: string;
}

export function hasUser(user: SessionState['user']): user is SessionUser {
  return 'id' in user;
}
