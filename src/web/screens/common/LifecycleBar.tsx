import { Button, ButtonGroup, Tooltip, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';

interface Props {
  /** the events this bar offers, in order; for an unsaved document the first is the one it may ask for (it is saved first) */
  events: readonly string[];
  label(event: string): string;
  /** what the stored document's machine allows now (the view's `allowedEvents`); null: not saved yet */
  serverAllowed: readonly string[] | null;
  /** the machine run on what is on screen (`snapshot.can` by way of `decide`): null = allowed, else the rule's reason code */
  local?: Partial<Record<string, string | null>>;
  /** holds of the screen's own (unsaved changes), with the text that says why */
  held?: Partial<Record<string, string>>;
  /** the tooltip of an event the stored document does not allow now */
  notNow?: string;
  /** show only the events allowed now (a row of actions), instead of every one with the reason in a tooltip */
  onlyAllowed?: boolean;
  busy: boolean;
  /** the event being sent */
  loading?: string | null;
  testId?(event: string): string;
  className?: string;
  onEvent(event: string): void;
}

const ICONS: Partial<Record<string, IconName>> = {
  START: 'play',
  COMPLETE: 'tick-circle',
  CLOSE: 'lock',
  CANCEL: 'disable',
  APPROVE: 'endorsed',
  SHORT_CLOSE: 'compressed',
};
const INTENTS: Partial<Record<string, Intent>> = { COMPLETE: 'success', APPROVE: 'success', SHORT_CLOSE: 'warning', CLOSE: 'primary', CANCEL: 'danger' };

/**
 * A document's lifecycle buttons. Each is enabled only when the machine allows it twice: the server's, on the
 * stored document (`allowedEvents`), and the browser's, on what is on screen (`local`); the reason is in the tooltip.
 */
export function LifecycleBar({ events, label, serverAllowed, local = {}, held = {}, notNow, onlyAllowed, busy, loading, testId, className, onEvent }: Props) {
  const t = useT();
  const shown = onlyAllowed ? events.filter((e) => serverAllowed?.includes(e)) : events;
  // the button pressed by keyboard is disabled while its event is sent (and often after): the focus then goes to
  // the bar's next enabled step, never to the page itself
  const barRef = useRef<HTMLDivElement>(null);
  const keptFocus = useRef(false);
  useEffect(() => {
    if (busy || !keptFocus.current) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    const next = barRef.current?.querySelector<HTMLElement>('button:not([disabled])');
    if (lost && next) next.focus();
    if (!lost || next) keptFocus.current = false;
  }, [busy, serverAllowed]);
  const send = (event: string) => {
    keptFocus.current = barRef.current?.contains(document.activeElement) ?? false;
    onEvent(event);
  };
  return (
    <ButtonGroup ref={barRef} className={className} style={{ flexWrap: 'wrap', gap: onlyAllowed ? 8 : undefined }}>
      {shown.map((type) => {
        // a document not saved yet can only be started / approved (it is saved first)
        const server = serverAllowed === null ? type === events[0] : serverAllowed.includes(type);
        const reason = local[type] ?? null;
        const hold = held[type];
        const enabled = server && reason === null && !hold && !busy;
        const why = hold ?? (reason && server ? t(`rules.${reason}`) : !server ? (notNow ?? '') : '');
        const button = (
          <Button
            icon={ICONS[type]}
            intent={INTENTS[type] ?? 'none'}
            text={label(type)}
            disabled={!enabled}
            loading={loading === type}
            data-testid={testId ? testId(type) : `event-${type}`}
            data-reason={reason ?? ''}
            onClick={() => send(type)}
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
