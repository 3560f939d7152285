import { rest, type RestBody, type RestData } from '../../app/api/rest-contract';

export type AuthPayload = RestData<'/v1/auth/login', 'post'>;

export const login = (body: RestBody<'/v1/auth/login', 'post'>) => rest('post', '/v1/auth/login', { body });

export const register = (body: RestBody<'/v1/auth/register', 'post'>) => rest('post', '/v1/auth/register', { body });

export const verifyEmail = (token: string) => rest('post', '/v1/auth/verify/email', { body: { token } });
