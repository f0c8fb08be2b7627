import { Button, Callout, NonIdealState, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { dec } from '../../../domain/money/decimal';
import { formatMoney } from '../../../domain/format';
import type { PublicMenu } from '../../../domain/schemas/qr-menu';
import { usePublicMenu, useSendGuestOrder } from '../../api/menu';
import { changeLang, currentLang, LANG_NAMES } from '../../i18n/lang';
import { useT } from '../../i18n/useT';
import { usePath } from '../../routes/hashLocation';
import './menu.css';

type Item = PublicMenu['groups'][number]['items'][number];

/** What the server refused, in the guest's language: the first field's reason, else the message. */
function refusal(err: unknown): string {
  const body = (err as { body?: { message?: string; errors?: Record<string, string[]> } } | null)?.body;
  return Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? String(err);
}

/**
 * The QR menu a table's code opens (/menu/<code>, issue #33): outside the panel, no log-in, phone first. The menu's
 * groups and products with their photos (loaded lazily), prices with VAT and allergens; open or closed by the
 * company's hours; in the languages the menu offers (Arabic right to left). When the company takes guest orders, the
 * guest sends an order that waits on the table's bill for the staff; one key per order, so a double tap sends one.
 */
export default function MenuArea() {
  const t = useT();
  const code = /^\/menu\/([^/]+)$/.exec(usePath())?.[1] ?? '';
  const menu = usePublicMenu(code);
  const send = useSendGuestOrder(code);
  const [basket, setBasket] = useState<Record<number, number>>({});
  const [note, setNote] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (menu.data) document.title = menu.data.companyName;
  }, [menu.data]);

  if (menu.isPending) return <Spinner className="menu-spinner" />;
  if (!menu.data) return <NonIdealState icon="search" title={refusal(menu.error)} />;
  const m = menu.data;
  const items = new Map(m.groups.flatMap((g) => g.items.map((i) => [i.productId, i] as const)));
  const lines = Object.entries(basket).filter(([, n]) => n > 0);
  const total = lines.reduce((sum, [id, n]) => sum.plus(dec(items.get(Number(id))!.price).times(n)), dec(0));
  const canOrder = m.guestOrders && m.open;
  const add = (item: Item, by: number) => {
    setSent(false);
    setBasket((b) => ({ ...b, [item.productId]: Math.max(0, (b[item.productId] ?? 0) + by) }));
  };
  const order = () =>
    send.mutate(
      { key, note, lines: lines.map(([id, n]) => ({ productId: Number(id), quantity: String(n) })) },
      {
        onSuccess: () => {
          setBasket({});
          setNote('');
          setKey(crypto.randomUUID());
          setSent(true);
        },
      },
    );

  return (
    <div className="menu-area" data-testid="public-menu">
      <header className="menu-head">
        <h1>{m.companyName}</h1>
        <div className="menu-meta">
          <span data-testid="menu-table">{t('qrmenu.table', { table: m.tableName })}</span>
          <Tag intent={m.open ? 'success' : 'danger'} data-testid="menu-open" data-open={m.open}>
            {t(m.open ? 'qrmenu.open' : 'qrmenu.closedNow')}
          </Tag>
        </div>
        {m.languages.length > 1 && (
          <nav className="menu-langs">
            {m.languages.map((lang) => (
              <Button key={lang} small minimal={lang !== currentLang()} text={LANG_NAMES[lang]} onClick={() => lang !== currentLang() && changeLang(lang)} />
            ))}
          </nav>
        )}
      </header>
      {m.groups.length === 0 && <NonIdealState icon="list" title={t('qrmenu.empty')} />}
      {m.groups.map((g) => (
        <section key={g.id ?? 'other'} className="menu-group">
          <h2>{g.name || t('qrmenu.otherGroup')}</h2>
          {g.items.map((item) => (
            <article key={item.productId} className="menu-item" data-testid="menu-item" data-product={item.productId}>
              {item.photo && <img src={item.photo} alt="" loading="lazy" decoding="async" width={88} height={88} />}
              <div className="menu-item-text">
                <h3>{item.name}</h3>
                {item.note && <p>{item.note}</p>}
                {item.allergens.length > 0 && <small>{t('qrmenu.allergensOf', { list: item.allergens.join(', ') })}</small>}
              </div>
              <div className="menu-item-price">
                <strong dir="ltr" data-testid="menu-price">
                  {t('storefront.amount', { amount: formatMoney(item.price) })}
                </strong>
                <small>{t('qrmenu.withVat')}</small>
                {canOrder && (
                  <span className="menu-qty">
                    {(basket[item.productId] ?? 0) > 0 && <Button small icon="minus" aria-label="-" onClick={() => add(item, -1)} />}
                    {(basket[item.productId] ?? 0) > 0 && <span data-testid="menu-qty">{basket[item.productId]}</span>}
                    <Button small intent="primary" icon="plus" text={t('qrmenu.add')} data-testid="menu-add" onClick={() => add(item, 1)} />
                  </span>
                )}
              </div>
            </article>
          ))}
        </section>
      ))}
      {sent && (
        <Callout intent="success" data-testid="menu-sent">
          {t('qrmenu.sent')}
        </Callout>
      )}
      {send.isError && <Callout intent="danger">{refusal(send.error)}</Callout>}
      {canOrder && lines.length > 0 && (
        <footer className="menu-basket" data-testid="menu-basket">
          <h2>{t('qrmenu.yourOrder')}</h2>
          <ul>
            {lines.map(([id, n]) => (
              <li key={id}>
                {n} × {items.get(Number(id))!.name}
              </li>
            ))}
          </ul>
          <TextArea fill value={note} placeholder={t('qrmenu.orderNote')} maxLength={300} onChange={(e) => setNote(e.target.value)} />
          <Button intent="primary" large fill loading={send.isPending} data-testid="menu-send" onClick={order}>
            {t('qrmenu.send')} · <span dir="ltr">{t('storefront.amount', { amount: formatMoney(total.toFixed(2)) })}</span>
          </Button>
        </footer>
      )}
    </div>
  );
}
