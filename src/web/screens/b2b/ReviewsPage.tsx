import { Button, Callout, Card, H3, HTMLTable, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { REVIEW_STATES, type ReviewState } from '../../../domain/schemas/b2b-back-office';
import { useDecideReview, useReviews } from '../../api/b2bBackOffice';
import { useT } from '../../i18n/useT';

/** /b2b/yorum: the dealers' reviews; those awaiting approval first. Only approved ones are shown in the shop. */
export function ReviewsPage({ mayWrite }: { mayWrite: boolean }) {
  const t = useT();
  const [state, setState] = useState<ReviewState>('pending');
  const reviews = useReviews(state).data;
  const decide = useDecideReview();
  return (
    <Card className="b2b-reviews" data-testid="b2b-reviews">
      <H3>{t('route.b2bReviews')}</H3>
      <Tabs id="b2b-review-states" selectedTabId={state} onChange={(s) => setState(s as ReviewState)}>
        {REVIEW_STATES.map((s) => (
          <Tab key={s} id={s} title={t(`b2b.review.states.${s}`)} />
        ))}
      </Tabs>
      {!reviews ? (
        <Spinner size={32} />
      ) : reviews.items.length === 0 ? (
        <Callout>{t('b2b.none')}</Callout>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('b2b.review.product')}</th>
              <th>{t('b2b.review.dealer')}</th>
              <th>{t('b2b.review.stars')}</th>
              <th>{t('b2b.review.text')}</th>
              {mayWrite && <th />}
            </tr>
          </thead>
          <tbody>
            {reviews.items.map((r) => (
              <tr key={r.id} data-review={r.id}>
                <td>{r.productName}</td>
                <td>{r.accountName}</td>
                <td aria-label={String(r.stars)}>{'★'.repeat(r.stars)}</td>
                <td style={{ whiteSpace: 'pre-wrap' }}>{r.text}</td>
                {mayWrite && (
                  <td>
                    {r.state !== 'approved' && (
                      <Button
                        small
                        intent="success"
                        text={t('b2b.review.approve')}
                        loading={decide.isPending}
                        onClick={() => decide.mutate({ id: r.id, state: 'approved' })}
                      />
                    )}
                    {r.state !== 'rejected' && (
                      <Button
                        small
                        minimal
                        intent="danger"
                        text={t('b2b.review.reject')}
                        loading={decide.isPending}
                        onClick={() => decide.mutate({ id: r.id, state: 'rejected' })}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
