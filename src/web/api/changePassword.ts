import { passwordChangeResponseSchema } from '../../domain/schemas/auth';
import { request } from './client';
import { setToken } from './session';

/**
 * PUT /api/user/myprofile {name: the user's e-mail, password, currentPassword?} → the server's message. The change
 * ends every session of the user, this one included, and answers a fresh token for it, kept here.
 */
export async function changePassword(email: string, password: string, currentPassword?: string): Promise<string | undefined> {
  const body = currentPassword === undefined ? { name: email, password } : { name: email, password, currentPassword };
  const res = await request<unknown>('/user/myprofile', { method: 'PUT', body });
  setToken(passwordChangeResponseSchema.parse(res.data).authorization.access_token);
  return res.message;
}
