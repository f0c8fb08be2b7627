import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { TableFlowEvent } from '../../../../../flows/pos-table';
import { useT } from '../../../i18n/useT';

interface Props {
  isOpen: boolean;
  title: string;
  /** `move`, `merge`, `split`: the confirm button's test id is `tables-<step>-confirm` */
  step: 'move' | 'merge' | 'split';
  submitting: boolean;
  canConfirm: boolean;
  send: (e: TableFlowEvent) => void;
  children: ReactNode;
}

/** The dialog of a step of the table flow (move, merge, split): Enter confirms, Esc or the dismiss button goes back. */
export function TableStepDialog({ isOpen, title, step, submitting, canConfirm, send, children }: Props) {
  const t = useT();
  return (
    <Dialog isOpen={isOpen} title={title} onClose={() => !submitting && send({ type: 'BACK' })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'CONFIRM' });
        }}
      >
        <DialogBody>{children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => send({ type: 'BACK' })} disabled={submitting}>
                {t('tables.dismiss')}
              </Button>
              <Button type="submit" intent="primary" data-testid={`tables-${step}-confirm`} loading={submitting} disabled={!canConfirm}>
                {t('tables.confirm')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
