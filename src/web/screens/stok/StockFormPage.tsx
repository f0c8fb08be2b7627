import { Callout, Card, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { fetchProduct, useProduct } from '../../api/fetchProduct';
import { useT } from '../../i18n/useT';
import { StockCardForm, type StockFormMode } from './StockCardForm';
import { EMPTY_STOCK_FORM, valuesOf } from './stockFormValues';
import { productKeys } from '../../api/queryKeys';
import { ProductVariants } from './variants/ProductVariants';

/** The stock codes of a set's parts, for showing the set as "code quantity" lines. */
function useSetCodes(ids: number[]) {
  return useQuery({
    queryKey: productKeys.codes(ids),
    queryFn: async () => new Map((await Promise.all(ids.map((id) => fetchProduct(id)))).map((p) => [p.id, p.code ?? ''])),
  });
}

/** /stok/yeni, /stok/duzen/{id} (edit, PUT) and /stok/cogalt/{id} (a new card pre-filled from this one, POST). */
export function StockFormPage({ mode, path, id }: { mode: StockFormMode; path: string; id?: number }) {
  const t = useT();
  const card = useProduct(mode === 'new' || id === undefined ? null : id);
  const parts = Array.isArray(card.data?.setProducts) ? (card.data.setProducts as { productId: number }[]).map((s) => s.productId) : [];
  const setCodes = useSetCodes(parts);
  if (mode === 'new') return <StockCardForm mode="new" route={path} title={t('route.stockNew')} initial={EMPTY_STOCK_FORM} card={null} />;
  if (card.isError) {
    return (
      <Card className="defter-page" data-route={path}>
        <Callout intent="danger">{t('errors.NF10004')}</Callout>
      </Card>
    );
  }
  if (!card.data || !setCodes.data) return <Spinner size={32} aria-label={t('stock.form.loading')} />;
  const p = card.data;
  const title = mode === 'edit' ? t('stock.editOf', { name: p.name }) : t('stock.copyOf', { name: p.name });
  // keyed by version: after a save the form starts again from the saved card
  return (
    <>
      <StockCardForm key={`${p.id}:${p.version}`} mode={mode} route={path} title={title} initial={valuesOf(p, setCodes.data, mode === 'copy')} card={p} />
      {mode === 'edit' && <ProductVariants card={p} />}
    </>
  );
}
