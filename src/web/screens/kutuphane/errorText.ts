/** The message of a refused call (409 or 422) as the server wrote it in the user's language, first field's first. */
export function errorText(err: unknown): string {
  const body = (err as { body?: { message?: string; errors?: Record<string, string[]> } } | null)?.body;
  const field = Object.values(body?.errors ?? {})[0]?.[0];
  return field ?? body?.message ?? String(err);
}
