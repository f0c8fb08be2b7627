import { showNotice } from '../../api/errorBus';
import type { DocumentEventRequest } from '../../api/sendDocumentEvent';
import { navigate } from '../../routes/hashLocation';

interface Mutation<B, V> {
  mutate(body: B, options: { onSuccess?: (v: V) => void; onError: (e: unknown) => void }): void;
}

/**
 * Save, Complete and Cancel of a voucher form (current-account, cash and library vouchers): a new voucher is created
 * and its page opened; a stored one takes the changed fields as an EDIT; each ends in a toast in the form's words
 * (`<words>.saved`, `completedNotice`, `cancelledNotice`) or in the form's own display of errors.
 */
export function voucherCommands<V extends { id: number; number: string }, B extends object = Record<string, unknown>>(o: {
  stored: { id: number; version: number } | null | undefined;
  words: 'vouchers' | 'cashVouchers';
  t: (id: string, values?: Record<string, string | number>) => string;
  create: Mutation<B & { type: string }, V>;
  event: Mutation<DocumentEventRequest, V>;
  pathOf: (v: V) => string;
  showError: (e: unknown) => void;
  onCreated?: (v: V) => void;
}) {
  const toast = (message: string) => showNotice({ kind: 'toast', intent: 'success', message, timeout: 3000 });
  const saved = (v: V) => toast(o.t(`${o.words}.saved`, { number: v.number }));
  return {
    save(fields: B, type: string) {
      if (!o.stored) {
        const opened = (v: V) => {
          saved(v);
          o.onCreated?.(v);
          navigate(o.pathOf(v));
        };
        o.create.mutate({ ...fields, type }, { onSuccess: opened, onError: o.showError });
        return;
      }
      o.event.mutate(
        { id: o.stored.id, version: o.stored.version, type: 'EDIT', fields: { ...fields } as Record<string, unknown> },
        { onSuccess: saved, onError: o.showError },
      );
    },
    send(type: 'COMPLETE' | 'CANCEL') {
      if (!o.stored) return;
      const notice = `${o.words}.${type === 'COMPLETE' ? 'completedNotice' : 'cancelledNotice'}`;
      o.event.mutate({ id: o.stored.id, version: o.stored.version, type }, { onSuccess: () => toast(o.t(notice)), onError: o.showError });
    },
  };
}
