import { request } from './client';

/** POST /api/auth/password-reset: asks for a reset link for the e-mail; the server's message (the same whether or not it has a user). */
export async function askPasswordReset(email: string): Promise<string | undefined> {
  return (await request<unknown>('/auth/password-reset', { method: 'POST', body: { email: email.trim() }, isPublic: true })).message;
}

/** POST /api/auth/password-reset/confirm: the link's token and the new password; the server's message. */
export async function confirmPasswordReset(token: string, password: string): Promise<string | undefined> {
  return (await request<unknown>('/auth/password-reset/confirm', { method: 'POST', body: { token, password, repeat: password }, isPublic: true })).message;
}
