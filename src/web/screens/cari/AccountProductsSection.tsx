import { Button, Callout, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import type { AccountProduct } from '../../../domain/schemas/account-products';
import { useAccountProducts, useSaveAccountProducts } from '../../api/accountProducts';
import { showNotice } from '../../api/errorBus';
import { fetchProduct } from '../../api/fetchProduct';
import { useT } from '../../i18n/useT';
import { useMayEditAccountProducts } from '../common/DefinitionAuthority';
import { ProductPicker } from '../common/ProductPicker';

/**
 * The account card's "products it may be sold" (spec §6, per-account product authority): with products listed, the
 * account's sales orders, waybills, invoices and till sales may name only them (the server refuses others, 409
 * AP10001). Everyone who opens the card sees the list; a user with the authority (or an admin) changes it.
 */
export function AccountProductsSection({ accountId }: { accountId: number }) {
  const t = useT();
  const saved = useAccountProducts(accountId);
  const save = useSaveAccountProducts(accountId);
  const mayEdit = useMayEditAccountProducts();
  const [draft, setDraft] = useState<AccountProduct[] | null>(null);
  const items = draft ?? saved.data ?? [];

  const add = async (id: string) => {
    if (!id || items.some((p) => p.id === Number(id))) return;
    const p = await fetchProduct(Number(id));
    setDraft([...items, { id: p.id, code: p.code ?? '', name: p.name }]);
  };
  const remove = (id: number) => setDraft(items.filter((p) => p.id !== id));
  const submit = () =>
    save.mutateAsync(items.map((p) => p.id)).then(
      () => {
        setDraft(null);
        showNotice({ kind: 'toast', intent: 'success', message: t('accountProducts.saved'), timeout: 3000 });
      },
      // the refusal is shown by the API client
      () => undefined,
    );

  return (
    <section data-testid="account-products" style={{ marginTop: 24 }}>
      <H5>{t('accountProducts.title')}</H5>
      <p className="bp6-text-muted">{t('accountProducts.hint')}</p>
      {!mayEdit && (
        <Callout icon="lock" style={{ marginBottom: 12 }} data-testid="account-products-locked">
          {t('accountProducts.noAuthority')}
        </Callout>
      )}
      {items.length === 0 ? (
        <p data-testid="account-products-empty">{t('accountProducts.empty')}</p>
      ) : (
        <ul style={{ paddingInlineStart: 20, margin: '0 0 12px' }}>
          {items.map((p) => (
            <li key={p.id} data-testid="account-product" data-id={p.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <span style={{ overflowWrap: 'anywhere' }}>
                {p.name}{' '}
                <span dir="ltr" className="bp6-text-muted">
                  ({p.code})
                </span>
              </span>
              {mayEdit && (
                <Button small minimal icon="cross" aria-label={t('accountProducts.remove')} title={t('accountProducts.remove')} onClick={() => remove(p.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {mayEdit && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <ProductPicker key={items.length} label={t('accountProducts.add')} value="" onChange={(id) => void add(id)} />
          </div>
          <Button
            intent="primary"
            icon="floppy-disk"
            text={t('accountProducts.save')}
            disabled={draft === null}
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="account-products-save"
          />
        </div>
      )}
    </section>
  );
}
