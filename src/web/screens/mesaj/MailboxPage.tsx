import { Callout, Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '../../../domain/format';
import { useMailbox } from '../../api/messages';
import { useT } from '../../i18n/useT';

/** /mesaj/postakutusu: the demo's mailbox, what the sandbox SMTP server caught of the company's e-mail. */
export function MailboxPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const mailbox = useMailbox();
  const s = (k: string) => t(`messaging.mailbox.${k}`);
  return (
    <Card className="defter-page" data-route={path} data-testid="message-mailbox">
      <H3>{t(title)}</H3>
      <p>{s('intro')}</p>
      {mailbox.isError ? (
        <Callout intent="warning">{s('unavailable')}</Callout>
      ) : !mailbox.data ? (
        <Spinner size={32} />
      ) : mailbox.data.length === 0 ? (
        <NonIdealState icon="inbox" description={s('empty')} />
      ) : (
        <HTMLTable striped compact style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t('messaging.list.date')}</th>
              <th>{s('to')}</th>
              <th>{s('subject')}</th>
              <th>{s('attachments')}</th>
            </tr>
          </thead>
          <tbody>
            {[...mailbox.data].reverse().map((m) => (
              <tr key={m.id} data-testid="mailbox-row">
                <td dir="ltr">{formatDateTime(m.date)}</td>
                <td dir="ltr">{m.to.join(', ')}</td>
                <td>
                  <details>
                    <summary>{m.subject}</summary>
                    <div style={{ whiteSpace: 'pre-wrap' }}>{m.text}</div>
                  </details>
                </td>
                <td dir="ltr">{m.attachments.map((a) => a.filename).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
