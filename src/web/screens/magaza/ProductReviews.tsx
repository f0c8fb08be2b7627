import { Button, Callout, FormGroup, H4, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../domain/format';
import { usePostShopReview, useShopReviews } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { refusal } from './shopText';

const STARS = [5, 4, 3, 2, 1];

/** A product's approved reviews with their average, and the dealer's own review (shown once the company approves it). */
export function ProductReviews({ productId }: { productId: number }) {
  const t = useT();
  const reviews = useShopReviews(productId);
  const post = usePostShopReview(productId);
  const [stars, setStars] = useState(5);
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!post.isPending) post.mutate({ stars, text });
  };
  const r = reviews.data;
  return (
    <section className="shop-reviews" aria-label={t('storefront.reviews')}>
      <H4>{t('storefront.reviews')}</H4>
      {r && (
        <p className="shop-meta" data-testid="shop-review-average">
          {r.average === null ? t('storefront.noReviews') : t('storefront.reviewAverage', { average: r.average, n: r.count })}
        </p>
      )}
      {r && r.items.length > 0 && (
        <ul className="shop-plain-list">
          {r.items.map((v) => (
            <li key={v.id}>
              <strong>{'★'.repeat(v.stars)}</strong> {v.text}
              <div className="shop-meta">
                {v.dealerName} · {formatDate(v.createdAt)}
              </div>
            </li>
          ))}
        </ul>
      )}
      {post.isSuccess ? (
        <Callout intent="success">{t('storefront.reviewSent')}</Callout>
      ) : (
        <form onSubmit={submit}>
          <FormGroup label={t('storefront.reviewStars')} labelFor="shop-review-stars">
            <HTMLSelect
              id="shop-review-stars"
              value={stars}
              onChange={(e) => setStars(Number(e.target.value))}
              options={STARS.map((n) => ({ value: n, label: '★'.repeat(n) }))}
            />
          </FormGroup>
          <FormGroup label={t('storefront.reviewText')} labelFor="shop-review-text">
            <TextArea id="shop-review-text" fill rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
          </FormGroup>
          {post.isError && <Callout intent="danger">{refusal(post.error)}</Callout>}
          <Button type="submit" loading={post.isPending} text={t('storefront.reviewSend')} />
        </form>
      )}
    </section>
  );
}
