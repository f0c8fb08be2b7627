import { useState } from 'react';
import { fieldErrors } from './listHelpers';

/**
 * The state of a create form: values, the error under each field (a client check or the server's 422
 * message), the messages that belong to no field, and whether required fields were left empty.
 */
export function useMasterForm<V extends Record<string, string>>(empty: V, required: readonly (keyof V)[], requiredMessage: string) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);

  const set = (f: Field) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  return {
    values,
    errors,
    other,
    missing,
    field: (f: Field) => ({ name: f, value: values[f], onChange: set(f), error: errors[f] }),
    /** Marks the empty required fields; true when the form may be sent. */
    checkRequired(): boolean {
      const req: Partial<Record<Field, string>> = {};
      for (const f of required) if (!values[f].trim()) req[f as Field] = requiredMessage;
      setErrors(req);
      setOther([]);
      setMissing(Object.keys(req).length > 0);
      return Object.keys(req).length === 0;
    },
    /** Puts each message of a 422 under its field (`aliases` maps a server field to the input showing it). */
    showServerErrors(err: unknown, aliases: Record<string, Field> = {}) {
      const byField: Partial<Record<Field, string>> = {};
      const rest: string[] = [];
      for (const [k, msg] of Object.entries(fieldErrors(err))) {
        const f = (aliases[k] ?? k) as Field;
        if (f in empty) byField[f] ??= msg;
        else rest.push(msg);
      }
      setErrors(byField);
      setOther(rest);
    },
    reset() {
      setValues(empty);
      setErrors({});
    },
  };
}

/** A trimmed value, or undefined for an empty one (optional fields are left out of the body). */
export const optional = (v: string): string | undefined => (v.trim() ? v.trim() : undefined);
