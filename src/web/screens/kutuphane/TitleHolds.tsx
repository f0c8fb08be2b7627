import { Button, Callout, H4, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { fetchLibraryMembers } from '../../api/fetchLibraryMembers';
import { cancelLibraryHold, placeLibraryHold, useTitleHolds } from '../../api/libraryHolds';
import { libraryKeys } from '../../api/queryKeys';
import { useT } from '../../i18n/useT';
import { errorText } from './errorText';

/**
 * A title's holds queue on its copies page (/kutuphane/kopya/{id}): each hold with its place, status and the day a
 * ready one waits until; the staff place a hold for a member by card number and cancel one. The server decides.
 */
export function TitleHolds({ productId, mayWrite }: { productId: number; mayWrite: boolean }) {
  const t = useT();
  const holds = useTitleHolds(productId);
  const qc = useQueryClient();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: libraryKeys.all });
  const place = useMutation({
    mutationFn: async (cardNumber: string) => {
      const found = (await fetchLibraryMembers(cardNumber)).items.find((m) => m.cardNumber.toUpperCase() === cardNumber.toUpperCase());
      if (!found) throw new Error(t('library.memberNotFound'));
      return placeLibraryHold({ memberId: found.id, productId });
    },
    onSuccess: () => {
      setCard('');
      setError(null);
      void refresh();
    },
    onError: (e) => setError(e instanceof ApiError ? errorText(e) : e.message),
  });
  const cancel = useMutation({
    mutationFn: cancelLibraryHold,
    onSuccess: () => {
      setError(null);
      void refresh();
    },
    onError: (e) => setError(errorText(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (card.trim()) place.mutate(card.trim());
  };
  const items = holds.data ?? [];

  return (
    <section data-testid="title-holds" style={{ marginTop: 16 }}>
      <H4>{t('library.holds', { n: items.length })}</H4>
      {error && (
        <div role="alert" data-testid="title-hold-error">
          <Callout intent="danger" style={{ marginBottom: 8 }}>
            {error}
          </Callout>
        </div>
      )}
      {items.length === 0 ? (
        <p>{t('libraryHolds.none')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('libraryHolds.position')}</th>
                <th>{t('library.column.member')}</th>
                <th>{t('library.column.status')}</th>
                <th>{t('libraryHolds.readyUntil')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {items.map((h) => (
                <tr key={h.id} data-testid="title-hold-row" data-member={h.memberName} data-status={h.status}>
                  <td>{h.position}</td>
                  <td>{h.memberName}</td>
                  <td>
                    <Tag minimal intent={h.status === 'ready' ? 'primary' : 'none'}>
                      {t(`library.holdStatus.${h.status}`)}
                    </Tag>
                  </td>
                  <td dir="ltr">{h.readyUntil ?? ''}</td>
                  <td>
                    {mayWrite && (
                      <Button
                        small
                        minimal
                        intent="danger"
                        icon="cross"
                        text={t('libraryHolds.cancel')}
                        loading={cancel.isPending && cancel.variables === h.id}
                        onClick={() => cancel.mutate(h.id)}
                        data-testid="title-hold-cancel"
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {mayWrite && (
        <form onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8, maxWidth: 480 }}>
          <InputGroup
            dir="ltr"
            aria-label={t('libraryHolds.card')}
            placeholder={t('libraryHolds.card')}
            value={card}
            onChange={(e) => setCard(e.target.value)}
            data-testid="title-hold-card"
            style={{ minWidth: 0 }}
          />
          <Button type="submit" icon="add" text={t('libraryHolds.placeHold')} loading={place.isPending} data-testid="title-hold-place" />
        </form>
      )}
    </section>
  );
}
