import { api } from '../../app/api/rest';
import type { SessionUser } from '../../app/session/types';

export interface AuthPayload {
  token: string;
  user: SessionUser;
}

export const login = (body: { email: string; password: string }) => api<AuthPayload>('POST', '/auth/login', { body });

export const register = (body: { email: string; password: string; firstName: string; lastName: string }) =>
  api<AuthPayload>('POST', '/auth/register', { body });

export const verifyEmail = (token: string) => api<SessionUser>('POST', '/auth/verify/email', { body: { token } });
