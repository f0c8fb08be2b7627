import { Button, Card, H3, HTMLTable, InputGroup, NonIdealState, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/format';
import { MESSAGE_EVENTS } from '../../../domain/messages/events';
import { MESSAGE_STATES, type MessageJson } from '../../../domain/schemas/messages';
import { showNotice } from '../../api/errorBus';
import { useMessages, useResendMessage } from '../../api/messages';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { SelectField } from '../common/FormField';
import { useMayOpen } from '../common/listHelpers';

const STATE_INTENT: Record<MessageJson['state'], Intent> = { queued: 'none', sent: 'success', failed: 'danger', bounced: 'warning' };

/** /mesaj/list: every message, newest first, with its state and why it failed; filtered; a failed or bounced one resent. */
export function MessageListPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const [state, setState] = useState('');
  const [event, setEvent] = useState('');
  const [q, setQ] = useState('');
  const query = `?${new URLSearchParams({ ...(state ? { state } : {}), ...(event ? { event } : {}), ...(q.trim() ? { q: q.trim() } : {}) }).toString()}`;
  const messages = useMessages(query);
  const resend = useResendMessage();
  const mayResend = useMayOpen('/mesaj/template');
  const s = (k: string, v?: Record<string, string>) => t(`messaging.list.${k}`, v);
  return (
    <Card className="defter-page" data-route={path} data-testid="message-list">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
        <H3>{t(title)}</H3>
        <Button variant="minimal" icon="inbox" text={s('mailbox')} onClick={() => navigate('/mesaj/postakutusu')} data-testid="message-mailbox-link" />
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <SelectField
          name="state"
          label={s('state')}
          value={state}
          onChange={setState}
          options={[{ value: '', label: s('all') }, ...MESSAGE_STATES.map((x) => ({ value: x, label: s(`states.${x}`) }))]}
        />
        <SelectField
          name="event"
          label={s('event')}
          value={event}
          onChange={setEvent}
          options={[{ value: '', label: s('all') }, ...MESSAGE_EVENTS.map((x) => ({ value: x, label: t(`messaging.events.${x}`) }))]}
        />
        <InputGroup
          leftIcon="search"
          placeholder={s('search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          style={{ marginBottom: 15 }}
          data-testid="message-search"
        />
      </div>
      {!messages.data ? (
        <Spinner size={32} />
      ) : messages.data.length === 0 ? (
        <NonIdealState icon="envelope" description={s('none')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{s('date')}</th>
                <th>{s('event')}</th>
                <th>{s('recipient')}</th>
                <th>{s('channel')}</th>
                <th>{s('state')}</th>
                <th>{s('reason')}</th>
                <th>{s('attempts')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {messages.data.map((m) => (
                <tr key={m.id} data-testid="message-row" data-id={m.id} data-state={m.state} data-recipient={m.recipient}>
                  <td dir="ltr">{formatDateTime(m.sentAt ?? m.createdAt)}</td>
                  <td title={m.subject}>{t(`messaging.events.${m.event}`)}</td>
                  <td>
                    {m.recipientName} <span dir="ltr">&lt;{m.recipient}&gt;</span>
                  </td>
                  <td>{t(`messaging.channels.${m.channel}`)}</td>
                  <td>
                    <Tag minimal intent={STATE_INTENT[m.state]}>
                      {s(`states.${m.state}`)}
                    </Tag>
                  </td>
                  <td dir="ltr" style={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {m.reason ?? ''}
                  </td>
                  <td>{m.attempts}</td>
                  <td>
                    {mayResend && (m.state === 'failed' || m.state === 'bounced') && (
                      <Button
                        small
                        variant="minimal"
                        icon="repeat"
                        text={s('resend')}
                        loading={resend.isPending && resend.variables === m.id}
                        onClick={() =>
                          resend.mutate(m.id, {
                            onSuccess: (r) =>
                              showNotice({
                                kind: 'toast',
                                intent: r.state === 'sent' ? 'success' : 'warning',
                                message: s('resent', { state: s(`states.${r.state}`) }),
                                timeout: 3000,
                              }),
                          })
                        }
                        data-testid="message-resend"
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
