import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { startShopCardPayment, type ShopCard } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { refusal } from './shopText';

/** Writes the bank's page as the whole page: it submits itself to the 3-D Secure page, which comes back to the order's page. */
export function goToBank(html: string): void {
  document.open();
  document.write(html);
  document.close();
}

const EMPTY: ShopCard = { holder: '', number: '', expireMonth: '', expireYear: '', cvc: '' };

/** The card's fields, sent to the server that passes them to the bank (Defter never keeps them). */
export function CardFields({ card, onChange, errors }: { card: ShopCard; onChange: (c: ShopCard) => void; errors?: Record<string, string[]> }) {
  const t = useT();
  const field = (name: keyof ShopCard, props: { autoComplete: string; inputMode?: 'numeric'; maxLength: number }) => {
    const error = errors?.[`card.${name}`]?.[0];
    return (
      <FormGroup label={t(`storefront.card.${name}`)} labelFor={`shop-card-${name}`} intent={error ? 'danger' : 'none'} helperText={error}>
        <InputGroup
          id={`shop-card-${name}`}
          name={name}
          dir="ltr"
          value={card[name]}
          intent={error ? 'danger' : 'none'}
          onChange={(e) => onChange({ ...card, [name]: e.target.value })}
          {...props}
        />
      </FormGroup>
    );
  };
  return (
    <fieldset className="shop-card-fields">
      <legend>{t('storefront.card.title')}</legend>
      {field('holder', { autoComplete: 'cc-name', maxLength: 100 })}
      {field('number', { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
      <div className="shop-card-row">
        {field('expireMonth', { autoComplete: 'cc-exp-month', inputMode: 'numeric', maxLength: 2 })}
        {field('expireYear', { autoComplete: 'cc-exp-year', inputMode: 'numeric', maxLength: 4 })}
        {field('cvc', { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
      </div>
    </fieldset>
  );
}

export const emptyCard = (): ShopCard => ({ ...EMPTY });

/** Why the card payment checkout started could not go to the bank, for the order's page to show once (the order is placed). */
let cardRefusal: { documentId: number; error: unknown } | null = null;
export const rememberCardRefusal = (documentId: number, error: unknown): void => {
  cardRefusal = { documentId, error };
};
const takeCardRefusal = (documentId: number): unknown => {
  const kept = cardRefusal?.documentId === documentId ? cardRefusal.error : null;
  cardRefusal = null;
  return kept;
};
export const cardWithoutSpaces = (card: ShopCard): ShopCard => ({ ...card, number: card.number.replace(/[\s-]/g, '') });

/** An order's card payment tried again (or for the first time after checkout): the card, then the bank's page. */
export function CardPayment({ documentId }: { documentId: number }) {
  const t = useT();
  const [card, setCard] = useState(emptyCard);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(() => takeCardRefusal(documentId));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      goToBank((await startShopCardPayment(documentId, cardWithoutSpaces(card))).html);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  const errors = (error as { body?: { errors?: Record<string, string[]> } } | null)?.body?.errors;
  return (
    <form onSubmit={submit} className="shop-pay">
      <CardFields card={card} onChange={setCard} errors={errors} />
      {error !== null && !errors && <Callout intent="danger">{refusal(error)}</Callout>}
      <Button type="submit" intent="primary" large fill loading={busy} icon="credit-card" text={t('storefront.payByCard')} />
    </form>
  );
}
