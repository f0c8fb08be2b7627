import { Button, Callout, Card, H3, H4, HTMLSelect, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/format';
import type { CardsPage, ReadBack } from '../../../domain/schemas/mikro';
import { mikroKeys, sendCardsPage, useMikroSettings, usePendingCards, useReadBack } from '../../api/mikro';
import { useT } from '../../i18n/useT';

type Scope = 'all' | 'changed';

/**
 * /modul/mikroerp/stokguncelle: stock cards and current accounts sent to Mikro (every card, or those changed since the
 * last send), a page at a time with a progress bar; and what Mikro's users changed read back into Defter.
 */
export function MikroCardsPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const qc = useQueryClient();
  const settings = useMikroSettings();
  const [scope, setScope] = useState<Scope>('changed');
  const pending = usePendingCards(scope);
  const readBack = useReadBack();
  const [progress, setProgress] = useState<{ done: number; total: number; failed: CardsPage['failed'] } | null>(null);
  const busy = progress !== null && progress.done < progress.total;
  const m = (k: string, values?: Record<string, string | number>) => t(`mikro.cards.${k}`, values);

  async function send() {
    const total = (pending.data?.products ?? 0) + (pending.data?.accounts ?? 0);
    const failed: CardsPage['failed'] = [];
    let done = 0;
    setProgress({ done, total, failed });
    try {
      for (const kind of ['product', 'account'] as const) {
        let afterId = 0;
        for (;;) {
          const page = await sendCardsPage({ scope, kind, afterId });
          failed.push(...page.failed);
          done += page.sent + page.failed.length;
          setProgress({ done: Math.min(done, total), total: Math.max(total, done), failed: [...failed] });
          if (page.remaining === 0) break;
          afterId = page.lastId;
        }
      }
    } finally {
      setProgress((p) => (p ? { ...p, done: p.total } : p));
      await qc.invalidateQueries({ queryKey: mikroKeys.all });
    }
  }

  return (
    <Card className="defter-page" data-route={path} data-testid="mikro-cards">
      <H3>{t(title)}</H3>
      {settings.data && !settings.data.active && (
        <Callout intent="warning" style={{ marginBottom: 12 }}>
          {t('mikro.transfers.notActive')}
        </Callout>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
        <HTMLSelect aria-label={m('scope')} value={scope} onChange={(e) => setScope(e.target.value as Scope)} data-testid="mikro-cards-scope">
          <option value="changed">{m('scopeChanged')}</option>
          <option value="all">{m('scopeAll')}</option>
        </HTMLSelect>
        <Button
          intent="primary"
          icon="upload"
          loading={busy}
          disabled={busy || !settings.data?.active}
          onClick={() => void send()}
          text={m('send')}
          data-testid="mikro-cards-send"
        />
      </div>
      {pending.data && <p data-testid="mikro-cards-pending">{m('pending', pending.data)}</p>}
      {settings.data && (
        <p>
          {m('lastSent')}: <span dir="ltr">{settings.data.cardsSentAt ? formatDateTime(settings.data.cardsSentAt) : m('never')}</span> · {m('lastRead')}:{' '}
          <span dir="ltr">{settings.data.readBackAt ? formatDateTime(settings.data.readBackAt) : m('never')}</span>
        </p>
      )}
      {progress && (
        <div style={{ marginBottom: 12 }} data-testid="mikro-cards-progress" data-done={progress.done} data-total={progress.total}>
          <ProgressBar
            value={progress.total ? progress.done / progress.total : 1}
            animate={busy}
            stripes={busy}
            intent={progress.failed.length ? 'warning' : 'primary'}
          />
          <div style={{ marginTop: 4 }}>{m('progress', { done: progress.done, total: progress.total })}</div>
          {progress.failed.length > 0 && (
            <Callout intent="warning" title={m('failed')} data-testid="mikro-cards-failed">
              {progress.failed.map((f) => (
                <div key={`${f.id}`}>
                  <span dir="ltr">{f.code}</span>: {t(`mikro.refusal.${f.reason}`, { message: f.message })}
                </div>
              ))}
            </Callout>
          )}
        </div>
      )}
      <H4 style={{ marginTop: 20 }}>{m('readBack')}</H4>
      <p>{m('readBackHelp')}</p>
      <Button
        icon="download"
        loading={readBack.isPending}
        disabled={!settings.data?.active}
        onClick={() => readBack.mutate()}
        text={m('readBack')}
        data-testid="mikro-read-back"
      />
      {readBack.data && <ReadBackResult result={readBack.data} />}
    </Card>
  );
}

function ReadBackResult({ result }: { result: ReadBack }) {
  const t = useT();
  const m = (k: string) => t(`mikro.cards.${k}`);
  if (!result.taken.length && !result.defterNewer.length && !result.refused.length)
    return (
      <Callout intent="success" style={{ marginTop: 12 }} data-testid="mikro-read-back-none">
        {m('noChanges')}
      </Callout>
    );
  return (
    <div style={{ marginTop: 12 }} data-testid="mikro-read-back-result">
      {result.taken.length > 0 && (
        <>
          <H4>{m('taken')}</H4>
          <HTMLTable striped compact>
            <thead>
              <tr>
                <th>{m('kind')}</th>
                <th>{m('code')}</th>
                <th>{m('name')}</th>
                <th>{m('price')}</th>
              </tr>
            </thead>
            <tbody>
              {result.taken.map((c) => (
                <tr key={`${c.kind}-${c.id}`} data-testid="mikro-taken">
                  <td>{m(`kinds.${c.kind}`)}</td>
                  <td dir="ltr">{c.code}</td>
                  <td>{c.name}</td>
                  <td dir="ltr">{c.price ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
      {result.defterNewer.length > 0 && (
        <Callout intent="warning" title={m('defterNewer')} style={{ marginTop: 12 }} data-testid="mikro-defter-newer">
          {result.defterNewer.map((c) => (
            <div key={`${c.kind}-${c.id}`}>
              {m(`kinds.${c.kind}`)} <span dir="ltr">{c.code}</span>
            </div>
          ))}
        </Callout>
      )}
      {result.refused.length > 0 && (
        <Callout intent="danger" title={m('refused')} style={{ marginTop: 12 }}>
          {result.refused.map((c) => (
            <div key={`${c.kind}-${c.id}`}>
              {m(`kinds.${c.kind}`)} <span dir="ltr">{c.code}</span>
            </div>
          ))}
        </Callout>
      )}
    </div>
  );
}
