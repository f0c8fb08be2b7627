import { readerLoginSchema } from '../../domain/schemas/reader';
import { readerApi, setReaderToken } from './readerClient';

/** POST /api/reader/login: the member's card number and PIN; the session's token is kept for this tab. */
export async function signInReader(cardNumber: string, pin: string): Promise<string> {
  const reply = readerLoginSchema.parse(await readerApi<unknown>('/login', { method: 'POST', body: { cardNumber, pin } }));
  setReaderToken(reply.token);
  return reply.name;
}

/** POST /api/reader/logout: the session ends on the server too. */
export async function signOutReader(): Promise<void> {
  try {
    await readerApi<unknown>('/logout', { method: 'POST', body: {} });
  } finally {
    setReaderToken(null);
  }
}
