import { useState } from 'react';

/**
 * The Idempotency-Key of one form's create: made once when the form mounts, sent with every try of its POST. Saving
 * twice (a double click, a retry after a lost answer) then answers with the one document the first save made,
 * never a second; a new form is a new mount, so a new key.
 */
export function useFormKey(): string {
  const [key] = useState(() => `form-${crypto.randomUUID()}`);
  return key;
}

export const idempotencyHeader = (key: string | undefined): Record<string, string> | undefined => (key ? { 'Idempotency-Key': key } : undefined);
