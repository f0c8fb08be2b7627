import { Button, Callout, Card, FormGroup, H4, HTMLTable, NonIdealState, NumericInput, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { ShopOrderBody, ShopPaymentType } from '../../../domain/schemas/b2b-shop';
import { startShopCardPayment, usePlaceShopOrder, useShopBasketQuote, useShopMe } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { emptyBasket, setBasketQuantity, useBasket } from './basketStore';
import { CardFields, cardWithoutSpaces, emptyCard, goToBank, rememberCardRefusal } from './CardForm';
import { forgetOrderKey, orderKeyFor } from './orderKey';
import { SHOP_ORDER_PATH, SHOP_PATH } from './shopPaths';
import { lira, refusal } from './shopText';

/** The basket's lines and what the server says they will be charged: each line, the campaigns, VAT, the total and the delivery. */
function BasketLines({ cargoOptionId }: { cargoOptionId: number | undefined }) {
  const t = useT();
  const basket = useBasket();
  const quote = useShopBasketQuote({ lines: basket.map((l) => ({ productId: l.productId, quantity: String(l.quantity) })), cargoOptionId });
  const q = quote.data;
  const lineOf = (productId: number) => q?.lines.find((l) => l.productId === productId);
  return (
    <Card className="shop-card">
      <ul className="shop-basket" data-testid="shop-basket">
        {basket.map((l) => {
          const priced = lineOf(l.productId);
          return (
            <li key={l.productId} className="shop-basket-line">
              <span className="shop-product-name">{l.name}</span>
              <div className="shop-basket-quantity">
                <NumericInput
                  aria-label={t('storefront.quantityOf', { name: l.name })}
                  min={1}
                  max={999999}
                  minorStepSize={null}
                  value={l.quantity}
                  onValueChange={(n) => Number.isInteger(n) && n > 0 && setBasketQuantity(l.productId, Math.min(n, 999999))}
                />
                <Button minimal icon="trash" aria-label={t('storefront.removeNamed', { name: l.name })} onClick={() => setBasketQuantity(l.productId, 0)} />
              </div>
              {priced && (
                <div className="shop-meta">
                  <span>
                    {t(priced.priceIncludesVat ? 'storefront.unitPriceWithVat' : 'storefront.unitPriceWithoutVat', { amount: lira(t, priced.unitPrice) })}
                  </span>
                  {priced.campaignDiscounts.map((d) => (
                    <span key={d.campaignId} className="shop-campaign">
                      {t('storefront.campaignLine', { name: d.name, amount: lira(t, d.amount) })}
                    </span>
                  ))}
                  <strong>{t('storefront.lineNet', { amount: lira(t, priced.total) })}</strong>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {quote.isError && <Callout intent="danger">{refusal(quote.error)}</Callout>}
      {q ? (
        <HTMLTable compact className="shop-totals" data-testid="shop-totals">
          <tbody>
            {q.campaigns.map((c) => (
              <tr key={c.campaignId} className="shop-campaign" data-testid="shop-campaign">
                <th>{c.name}</th>
                <td>−{lira(t, c.amount)}</td>
              </tr>
            ))}
            <tr>
              <th>{t('storefront.vatTotal')}</th>
              <td>{lira(t, q.totals.tax)}</td>
            </tr>
            <tr>
              <th>{t('storefront.orderTotal')}</th>
              <td data-testid="shop-grand">{lira(t, q.totals.grand)}</td>
            </tr>
            {q.cargoPrice !== null && (
              <tr>
                <th>{t('storefront.delivery')}</th>
                <td data-testid="shop-cargo-price">{q.cargoPrice === '0.00' ? t('storefront.freeDelivery') : lira(t, q.cargoPrice)}</td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
      ) : (
        quote.isPending && <Spinner size={24} />
      )}
    </Card>
  );
}

/**
 * /magaza/sepet: the basket and checkout: delivery address, delivery option, payment type (on account, a transfer to
 * the company's accounts, or card), placed once however often it is sent (an Idempotency-Key per basket). A card
 * order then goes to the bank's 3-D Secure page, which comes back to the order's page.
 */
export function ShopBasketPage() {
  const t = useT();
  const basket = useBasket();
  const me = useShopMe();
  const place = usePlaceShopOrder();
  const [address, setAddress] = useState('');
  const [note, setNote] = useState('');
  const [cargoId, setCargoId] = useState<number | undefined>();
  const [paymentType, setPaymentType] = useState<ShopPaymentType | undefined>();
  const [card, setCard] = useState(emptyCard);
  const [busy, setBusy] = useState(false);

  if (basket.length === 0)
    return (
      <NonIdealState
        icon="shopping-cart"
        title={t('storefront.basketEmpty')}
        action={<Button text={t('storefront.toProducts')} onClick={() => navigate(SHOP_PATH)} />}
      />
    );
  const offer = me.data;
  const cargoOptionId = cargoId ?? offer?.cargoOptions[0]?.id;
  const payment = paymentType ?? offer?.paymentTypes[0];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || cargoOptionId === undefined || payment === undefined) return;
    setBusy(true);
    const body: ShopOrderBody = {
      lines: basket.map((l) => ({ productId: l.productId, quantity: String(l.quantity) })),
      deliveryAddress: address,
      cargoOptionId,
      paymentType: payment,
      note,
    };
    try {
      const order = await place.mutateAsync({ body, key: orderKeyFor(body) });
      forgetOrderKey();
      emptyBasket();
      if (payment !== 'card') {
        navigate(`${SHOP_ORDER_PATH}/${order.documentId}`);
        return;
      }
      try {
        goToBank((await startShopCardPayment(order.documentId, cardWithoutSpaces(card))).html);
      } catch (err) {
        // the order is placed and waits for its card: its page says why and takes the card again
        rememberCardRefusal(order.documentId, err);
        navigate(`${SHOP_ORDER_PATH}/${order.documentId}`);
      }
    } catch {
      setBusy(false);
    }
  };
  const errors = (place.error as { body?: { errors?: Record<string, string[]> } } | null)?.body?.errors ?? {};
  const fieldError = (name: string) => errors[name]?.[0];

  return (
    <>
      <H4>{t('storefront.title.basket')}</H4>
      <BasketLines cargoOptionId={cargoOptionId} />
      {me.isPending ? (
        <Spinner size={24} />
      ) : me.isError ? (
        <Callout intent="danger">{refusal(me.error)}</Callout>
      ) : (
        offer && (
          <Card className="shop-card">
            <form onSubmit={submit} className="shop-checkout">
              <H4>{t('storefront.checkout')}</H4>
              <FormGroup
                label={t('storefront.deliveryAddress')}
                labelFor="shop-address"
                intent={fieldError('deliveryAddress') ? 'danger' : 'none'}
                helperText={fieldError('deliveryAddress')}
              >
                <TextArea id="shop-address" name="deliveryAddress" fill rows={3} maxLength={500} value={address} onChange={(e) => setAddress(e.target.value)} />
              </FormGroup>
              <RadioGroup
                label={t('storefront.delivery')}
                name="cargoOptionId"
                selectedValue={cargoOptionId}
                onChange={(e) => setCargoId(Number(e.currentTarget.value))}
              >
                {offer.cargoOptions.map((c) => (
                  <Radio
                    key={c.id}
                    value={c.id}
                    label={`${c.name} — ${lira(t, c.price)}${c.freeAbove !== null ? ` · ${t('storefront.freeAbove', { amount: lira(t, c.freeAbove) })}` : ''}`}
                  />
                ))}
              </RadioGroup>
              {fieldError('cargoOptionId') && <Callout intent="danger">{fieldError('cargoOptionId')}</Callout>}
              {offer.paymentTypes.length === 0 ? (
                <Callout intent="warning">{t('storefront.noPaymentType')}</Callout>
              ) : (
                <RadioGroup
                  label={t('storefront.paymentType')}
                  name="paymentType"
                  selectedValue={payment}
                  onChange={(e) => setPaymentType(e.currentTarget.value as ShopPaymentType)}
                >
                  {offer.paymentTypes.map((p) => (
                    <Radio key={p} value={p} label={t(`b2b.payment.${p}`)} />
                  ))}
                </RadioGroup>
              )}
              {fieldError('paymentType') && <Callout intent="danger">{fieldError('paymentType')}</Callout>}
              {payment === 'transfer' && (
                <Callout intent="primary" data-testid="shop-transfer-accounts">
                  <p>{t('storefront.transferTo')}</p>
                  <ul className="shop-plain-list">
                    {offer.bankAccounts.map((b) => (
                      <li key={b.id}>
                        {b.bankName} · {b.holder} · <span dir="ltr">{b.iban}</span>
                      </li>
                    ))}
                  </ul>
                </Callout>
              )}
              {payment === 'card' && <CardFields card={card} onChange={setCard} errors={errors} />}
              <FormGroup label={t('storefront.note')} labelFor="shop-note">
                <TextArea id="shop-note" name="note" fill rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
              </FormGroup>
              {place.isError && (
                <Callout intent="danger" data-testid="shop-order-error">
                  {refusal(place.error)}
                </Callout>
              )}
              {offer.minimumOrder !== '0.00' && <p className="shop-meta">{t('storefront.minimumOrder', { amount: lira(t, offer.minimumOrder) })}</p>}
              <Button type="submit" intent="primary" large fill loading={busy} disabled={payment === undefined} text={t('storefront.placeOrder')} />
            </form>
          </Card>
        )
      )}
    </>
  );
}
