import { Button, Callout, Card, FormGroup, H2, H4, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../domain/format';
import type { ReaderTitle } from '../../../domain/schemas/reader';
import { useReaderAccount } from '../../api/fetchReaderAccount';
import { useReaderHome } from '../../api/fetchReaderHome';
import { useReaderTitle } from '../../api/fetchReaderTitle';
import { useReaderTitles } from '../../api/fetchReaderTitles';
import { usePlaceReaderHold } from '../../api/placeReaderHold';
import { getReaderToken } from '../../api/readerClient';
import { useRenewReaderLoan } from '../../api/renewReaderLoan';
import { signInReader, signOutReader } from '../../api/signInReader';
import { useT } from '../../i18n/useT';
import { navigate, useHashSearch, usePath } from '../../routes/hashLocation';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { READER_ACCOUNT_PATH, READER_SEARCH_PATH, READER_TITLE_PATH } from './readerPaths';
import './okuyucu.css';

const PAGE = 10;
const refusal = (err: unknown) => {
  const body = (err as { body?: { message?: string; errors?: Record<string, string[]> } } | null)?.body;
  return Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? String(err);
};

function Availability({ t: title }: { t: ReaderTitle }) {
  const t = useT();
  return (
    <Tag minimal intent={title.available > 0 ? 'success' : 'warning'} data-testid="availability">
      {t('reader.available', { free: title.available, copies: title.copies })}
    </Tag>
  );
}

function TitleLine({ title }: { title: ReaderTitle }) {
  const t = useT();
  return (
    <li className="reader-result">
      <a href={`#${READER_TITLE_PATH}/${title.id}`} className="reader-result-title">
        {title.title}
      </a>
      <div className="reader-result-meta">
        {title.author && <span>{title.author}</span>}
        {title.subject && <span>{title.subject}</span>}
        {title.isbn && <span dir="ltr">{t('reader.isbn', { isbn: title.isbn })}</span>}
      </div>
      <Availability t={title} />
    </li>
  );
}

/** /okuyucu/urunarama: the library's home (opening hours, notices) and the catalogue's search, paged. */
function SearchPage() {
  const t = useT();
  useDocumentTitle('route.readerSearch');
  const params = new URLSearchParams(useHashSearch());
  const q = params.get('q') ?? '';
  const offset = Number(params.get('s') ?? 0) || 0;
  const [typed, setTyped] = useState(q);
  const home = useReaderHome();
  const titles = useReaderTitles({ q, limit: PAGE, offset });
  const go = (next: string, at = 0) => navigate(`${READER_SEARCH_PATH}?q=${encodeURIComponent(next)}${at ? `&s=${at}` : ''}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(typed.trim());
  };
  const page = titles.data;
  return (
    <>
      {home.data && (home.data.openingHours || home.data.notices) && (
        <Card className="reader-home" data-testid="reader-home">
          {home.data.openingHours && (
            <p>
              <strong>{t('reader.openingHours')}</strong> {home.data.openingHours}
            </p>
          )}
          {home.data.notices && <Callout intent="primary">{home.data.notices}</Callout>}
        </Card>
      )}
      <form role="search" onSubmit={submit} className="reader-search">
        <InputGroup
          type="search"
          name="q"
          large
          autoFocus
          leftIcon="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('reader.searchPlaceholder')}
          aria-label={t('reader.searchPlaceholder')}
        />
        <Button type="submit" large intent="primary" text={t('reader.search')} />
      </form>
      {titles.isError && <Callout intent="danger">{refusal(titles.error)}</Callout>}
      {page && (
        <>
          <p className="reader-count" data-testid="reader-count">
            {page.more ? t('reader.manyFound', { n: page.total }) : t('reader.found', { n: page.total })}
          </p>
          {page.items.length === 0 ? (
            <NonIdealState icon="search" title={t('reader.nothingFound')} />
          ) : (
            <ul className="reader-results">
              {page.items.map((title) => (
                <TitleLine key={title.id} title={title} />
              ))}
            </ul>
          )}
          <div className="reader-pager">
            <Button disabled={offset === 0} icon="chevron-left" text={t('reader.previous')} onClick={() => go(q, Math.max(0, offset - PAGE))} />
            <Button disabled={offset + PAGE >= page.total} rightIcon="chevron-right" text={t('reader.next')} onClick={() => go(q, offset + PAGE)} />
          </div>
        </>
      )}
      {titles.isPending && <Spinner size={24} />}
    </>
  );
}

/** /okuyucu/urungor/{id}: a title with its copies (shelf, status, due date; never who has it) and, for a signed-in member, a hold. */
function TitlePage({ id }: { id: number }) {
  const t = useT();
  useDocumentTitle('route.readerTitle');
  const title = useReaderTitle(id);
  const hold = usePlaceReaderHold();
  const signedIn = !!getReaderToken();
  if (title.isPending) return <Spinner size={32} />;
  if (title.isError) return <Callout intent="danger">{refusal(title.error)}</Callout>;
  const d = title.data;
  return (
    <Card className="reader-title">
      <H2 data-testid="reader-title">{d.title}</H2>
      <dl className="reader-facts">
        {d.author && (
          <>
            <dt>{t('reader.field.author')}</dt>
            <dd>{d.author}</dd>
          </>
        )}
        {d.subject && (
          <>
            <dt>{t('reader.field.subject')}</dt>
            <dd>{d.subject}</dd>
          </>
        )}
        {d.publisher && (
          <>
            <dt>{t('reader.field.publisher')}</dt>
            <dd>{d.publisher}</dd>
          </>
        )}
        {d.isbn && (
          <>
            <dt>{t('reader.field.isbn')}</dt>
            <dd dir="ltr">{d.isbn}</dd>
          </>
        )}
      </dl>
      <Availability t={d} />
      <HTMLTable compact className="reader-copies" data-testid="reader-copies">
        <thead>
          <tr>
            <th>{t('reader.field.location')}</th>
            <th>{t('reader.status')}</th>
          </tr>
        </thead>
        <tbody>
          {d.copyList.map((c) => (
            <tr key={c.id}>
              <td>{c.location ?? '—'}</td>
              <td>
                {t(`reader.copyStatus.${c.status}`)}
                {c.dueDate && ` · ${t('reader.dueOn', { date: formatDate(c.dueDate) })}`}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {d.waiting > 0 && <p>{t('reader.waiting', { n: d.waiting })}</p>}
      {d.holdsOffered &&
        (signedIn ? (
          <Button intent="primary" large loading={hold.isPending} disabled={hold.isSuccess} text={t('reader.placeHold')} onClick={() => hold.mutate(d.id)} />
        ) : (
          <p>
            <a href={`#${READER_ACCOUNT_PATH}`}>{t('reader.signInToHold')}</a>
          </p>
        ))}
      {hold.isSuccess && (
        <Callout intent="success" data-testid="reader-hold-placed">
          {t('reader.holdPlaced', { position: hold.data.position })}
        </Callout>
      )}
      {hold.isError && <Callout intent="danger">{refusal(hold.error)}</Callout>}
    </Card>
  );
}

/** /okuyucu/hesap: sign-in with card number and PIN, then the member's loans with their due dates (renewable) and holds. */
function AccountPage() {
  const t = useT();
  useDocumentTitle('route.readerAccount');
  const [signedIn, setSignedIn] = useState(() => !!getReaderToken());
  const [card, setCard] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const account = useReaderAccount(signedIn);
  const renew = useRenewReaderLoan();
  const [renewed, setRenewed] = useState<{ id: number; text: string; ok: boolean } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInReader(card.trim(), pin);
      setPin('');
      setSignedIn(true);
    } catch (err) {
      setError(refusal(err));
    } finally {
      setBusy(false);
    }
  };
  const out = async () => {
    await signOutReader().catch(() => undefined);
    setSignedIn(false);
  };

  if (!signedIn || account.isError) {
    return (
      <Card className="reader-signin">
        <H4>{t('reader.signInTitle')}</H4>
        <form onSubmit={submit}>
          <FormGroup label={t('reader.cardNumber')} labelFor="reader-card">
            <InputGroup id="reader-card" name="cardNumber" large autoComplete="username" value={card} onChange={(e) => setCard(e.target.value)} />
          </FormGroup>
          <FormGroup label={t('reader.pin')} labelFor="reader-pin">
            <InputGroup
              id="reader-pin"
              name="pin"
              type="password"
              inputMode="numeric"
              large
              autoComplete="current-password"
              value={pin}
              onChange={(e) => setPin(e.target.value)}
            />
          </FormGroup>
          {(error ?? (account.isError ? refusal(account.error) : null)) && (
            <Callout intent="danger" data-testid="reader-signin-error">
              {error ?? refusal(account.error)}
            </Callout>
          )}
          <Button type="submit" intent="primary" large fill loading={busy} text={t('reader.signIn')} />
        </form>
      </Card>
    );
  }
  if (account.isPending) return <Spinner size={32} />;
  const a = account.data;
  return (
    <div className="reader-account">
      <div className="reader-account-head">
        <H4 data-testid="reader-member">{a.name}</H4>
        <Button minimal icon="log-out" text={t('reader.signOut')} onClick={out} />
      </div>
      <H4>{t('reader.loans')}</H4>
      {a.loans.length === 0 && <p>{t('reader.noLoans')}</p>}
      <ul className="reader-results" data-testid="reader-loans">
        {a.loans.map((l) => (
          <li key={l.id} className="reader-result">
            <span className="reader-result-title">{l.title}</span>
            <div className="reader-result-meta">
              <span data-testid="reader-due">{t('reader.dueOn', { date: formatDate(l.dueDate) })}</span>
              {l.overdue && (
                <Tag intent="danger" minimal>
                  {t('reader.overdue')}
                </Tag>
              )}
            </div>
            <Button
              text={t('reader.renew')}
              loading={renew.isPending && renew.variables?.id === l.id}
              onClick={() =>
                renew.mutate(l, {
                  onSuccess: (r) => setRenewed({ id: l.id, ok: true, text: t('reader.renewed', { date: formatDate(r.dueDate) }) }),
                  onError: (err) => setRenewed({ id: l.id, ok: false, text: refusal(err) }),
                })
              }
            />
            {renewed?.id === l.id && (
              <Callout intent={renewed.ok ? 'success' : 'warning'} data-testid="reader-renewal">
                {renewed.text}
              </Callout>
            )}
          </li>
        ))}
      </ul>
      <H4>{t('reader.holds')}</H4>
      {a.holds.length === 0 && <p>{t('reader.noHolds')}</p>}
      <ul className="reader-results">
        {a.holds.map((h) => (
          <li key={h.id} className="reader-result">
            <a href={`#${READER_TITLE_PATH}/${h.productId}`}>{h.title}</a>
            <div className="reader-result-meta">
              {h.status === 'ready' ? t('reader.holdReady', { date: formatDate(h.readyUntil) }) : t('reader.holdWaiting', { position: h.position })}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The reader area (/okuyucu, spec §2): outside the panel, without a staff log-in, phone first; right to left in Arabic like the rest. */
export default function ReaderArea() {
  const t = useT();
  const path = usePath();
  const home = useReaderHome();
  const titleId = /^\/okuyucu\/urungor\/(\d{1,9})$/.exec(path)?.[1];
  return (
    <div className="reader-area">
      <header className="reader-bar">
        <a href={`#${READER_SEARCH_PATH}`} className="reader-library" data-testid="reader-library">
          {home.data?.library ?? t('reader.catalogue')}
        </a>
        <nav>
          <a href={`#${READER_SEARCH_PATH}`}>{t('reader.search')}</a>
          <a href={`#${READER_ACCOUNT_PATH}`}>{t('reader.myAccount')}</a>
        </nav>
      </header>
      <main className="reader-main">
        {home.isError ? (
          <NonIdealState icon="office" title={refusal(home.error)} />
        ) : titleId ? (
          <TitlePage key={titleId} id={Number(titleId)} />
        ) : path === READER_ACCOUNT_PATH ? (
          <AccountPage />
        ) : (
          <SearchPage />
        )}
      </main>
    </div>
  );
}
