import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { showNotice } from '../../api/errorBus';
import { fieldErrors } from './listHelpers';

/**
 * The save of a settings form: sends the body, says `savedMessage` in a toast when it is stored, and keeps the
 * server's 422 messages by field for the form to show under each input.
 */
export function useSettingsSave<B, R>(mutation: UseMutationResult<R, Error, B>, savedMessage: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = (body: B) => {
    setErrors({});
    mutation.mutate(body, {
      onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: savedMessage, timeout: 3000 }),
      onError: (err) => setErrors(fieldErrors(err)),
    });
  };
  return { save, errors, saving: mutation.isPending };
}
