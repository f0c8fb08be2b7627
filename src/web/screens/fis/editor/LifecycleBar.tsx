import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core';
import { useT } from '../../../i18n/useT';
import type { LifecycleEventType } from './localMachine';

interface Props {
  /** this type's buttons (localMachine `eventsOf`); the first is the one an unsaved document may ask for */
  events: readonly LifecycleEventType[];
  /** locale section of the labels and of the "not now" text: receiptEditor or orderEditor */
  section: 'receiptEditor' | 'orderEditor';
  /** null: not saved yet */
  serverAllowed: readonly string[] | null;
  /** the local machine's verdict per event: null = allowed, else the reason code */
  local: Partial<Record<LifecycleEventType, string | null>>;
  busy: boolean;
  onEvent: (type: LifecycleEventType) => void;
}

const ICONS: Record<LifecycleEventType, 'play' | 'tick-circle' | 'lock' | 'disable' | 'endorsed' | 'compressed'> = {
  START: 'play',
  COMPLETE: 'tick-circle',
  CLOSE: 'lock',
  CANCEL: 'disable',
  APPROVE: 'endorsed',
  SHORT_CLOSE: 'compressed',
};
const SUCCESS: readonly LifecycleEventType[] = ['COMPLETE', 'APPROVE'];

/** START / COMPLETE / CLOSE / CANCEL (orders: APPROVE / SHORT_CLOSE / CLOSE / CANCEL), each enabled only when the machine (here and on the server) allows it; the reason is in the tooltip. */
export function LifecycleBar({ events, section, serverAllowed, local, busy, onEvent }: Props) {
  const t = useT();
  return (
    <ButtonGroup className="receipt-no-print" style={{ flexWrap: 'wrap' }}>
      {events.map((type) => {
        // a document not saved yet can only be started / approved (it is saved first)
        const server = serverAllowed === null ? type === events[0] : serverAllowed.includes(type);
        const reason = local[type] ?? null;
        const enabled = server && reason === null && !busy;
        const why = reason && server ? t(`rules.${reason}`) : !server ? t(`${section}.notNow`) : '';
        const button = (
          <Button
            icon={ICONS[type]}
            intent={type === 'CANCEL' ? 'danger' : SUCCESS.includes(type) ? 'success' : 'none'}
            text={t(`${section}.event.${type}`)}
            disabled={!enabled}
            data-testid={`event-${type}`}
            data-reason={reason ?? ''}
            onClick={() => onEvent(type)}
          />
        );
        return enabled ? (
          <span key={type}>{button}</span>
        ) : (
          <Tooltip key={type} content={why} disabled={!why}>
            {button}
          </Tooltip>
        );
      })}
    </ButtonGroup>
  );
}
