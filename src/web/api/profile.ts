import { request } from './client';

/** PUT /api/user/myprofile {name: the user's e-mail, password} → the server's message. */
export async function changePassword(email: string, password: string): Promise<string | undefined> {
  const res = await request<unknown>('/user/myprofile', { method: 'PUT', body: { name: email, password } });
  return res.message;
}
