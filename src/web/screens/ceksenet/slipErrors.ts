import { ApiError } from '../../api/apiError';

/**
 * A refused slip's words: each field's first message (a row's field is `items.<i>.<field>`, a refused cheque of a
 * moving slip `documents.<i>`), and the answer's message when no field carries it.
 */
export function slipErrors(err: unknown): { fields: Record<string, string>; other: string[] } {
  if (!(err instanceof ApiError)) return { fields: {}, other: [String(err)] };
  const body = err.body as { message?: string; errors?: Record<string, string[]> } | null;
  const fields: Record<string, string> = {};
  for (const [k, msgs] of Object.entries(body?.errors ?? {})) if (msgs?.[0]) fields[k] = msgs[0];
  const other = err.status === 422 ? [] : [body?.message ?? err.message];
  return { fields, other };
}
