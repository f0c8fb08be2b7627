import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { LifecycleBar } from './LifecycleBar';

const EVENTS = ['COMPLETE', 'CANCEL'] as const;
export type VoucherEvent = (typeof EVENTS)[number];

/**
 * A voucher form's actions (current-account, cash and library vouchers alike): save while it is a draft, then
 * COMPLETE and CANCEL as the server allows, COMPLETE held while the form has unsaved changes.
 */
export function VoucherActions(p: {
  /** the locale section of the words: `<words>.save`, `.complete`, `.cancel`, `.saveFirst` */
  words: 'vouchers' | 'cashVouchers';
  /** the test ids' prefix: `<testId>-save`, `<testId>-complete`, `<testId>-cancel` */
  testId: string;
  draft: boolean;
  saving: boolean;
  /** a stored voucher the user may write: its lifecycle is offered */
  stored: boolean;
  allowed: readonly string[];
  dirty: boolean;
  busy: boolean;
  loading: string | null | undefined;
  onEvent: (event: VoucherEvent) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {p.draft && <Button type="submit" intent="primary" icon="floppy-disk" loading={p.saving} text={t(`${p.words}.save`)} data-testid={`${p.testId}-save`} />}
      {p.stored && (
        <LifecycleBar
          events={EVENTS}
          label={(e) => t(e === 'COMPLETE' ? `${p.words}.complete` : `${p.words}.cancel`)}
          serverAllowed={p.allowed}
          held={p.dirty ? { COMPLETE: t(`${p.words}.saveFirst`) } : {}}
          onlyAllowed
          busy={p.busy}
          loading={p.loading ?? null}
          testId={(e) => `${p.testId}-${e.toLowerCase()}`}
          onEvent={(e) => p.onEvent(e as VoucherEvent)}
        />
      )}
      {p.children}
    </div>
  );
}
