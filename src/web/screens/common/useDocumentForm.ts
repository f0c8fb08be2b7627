import { useState } from 'react';
import { ApiError } from '../../api/apiError';
import { fieldErrors } from './listHelpers';

/**
 * The state of a document's form (a voucher, a job): the values as typed, the error under each field, and the
 * messages that belong to no field. `showError` puts a server answer where it belongs: each field's message under
 * its input, the others (and a refusal that is not a 422) above the form.
 */
export function useDocumentForm<V extends { [K in keyof V]: string }>(initial: () => V) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string[]>([]);

  const field = (f: Field) => ({
    name: f,
    value: values[f],
    error: errors[f],
    onChange: (v: string) => {
      setValues((s) => ({ ...s, [f]: v }));
      setErrors((e) => ({ ...e, [f]: undefined }));
    },
  });
  const showError = (err: unknown) => {
    const byField = fieldErrors(err) as Partial<Record<Field, string>>;
    const rest = Object.entries(byField)
      .filter(([k]) => !(k in values))
      .map(([, m]) => m as string);
    if (err instanceof ApiError && err.status !== 422) rest.push((err.body as { message?: string } | null)?.message ?? err.message);
    setErrors(byField);
    setOther(rest);
  };
  return { values, setValues, errors, setErrors, other, setOther, field, showError };
}
