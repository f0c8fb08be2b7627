import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { POS_QUICK_KEYS_MAX, type PosQuickKey } from '../../../domain/schemas/pos';
import { formatDecimal } from '../../../domain/format';
import { useProducts } from '../../api/fetchProducts';
import { useSaveQuickKeys } from '../../api/saveQuickKeys';
import { useT } from '../../i18n/useT';

type Key = Pick<PosQuickKey, 'productId' | 'name' | 'price'>;

/** The company's quick keys, chosen on the till by a manager: products found by name or code, in the order of the buttons. */
export function QuickKeysDialog({ current, onClose }: { current: readonly PosQuickKey[]; onClose: () => void }) {
  const t = useT();
  const [keys, setKeys] = useState<Key[]>(current.map(({ productId, name, price }) => ({ productId, name, price })));
  const [q, setQ] = useState('');
  const found = useProducts({ q: q.trim(), limit: 8, offset: 0 });
  const save = useSaveQuickKeys();
  const full = keys.length >= POS_QUICK_KEYS_MAX;
  const move = (i: number, by: -1 | 1) =>
    setKeys((ks) => {
      const next = [...ks];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  return (
    <Dialog isOpen title={t('pos.quickKeys.title')} onClose={onClose} style={{ maxWidth: 'calc(100vw - 24px)' }}>
      <DialogBody>
        <p>{t('pos.quickKeys.hint', { n: POS_QUICK_KEYS_MAX })}</p>
        <ol className="pos-quick-key-list" data-testid="pos-quick-key-list">
          {keys.map((k, i) => (
            <li key={k.productId} data-product={k.productId}>
              <span>
                {k.name} — {formatDecimal(k.price, 2)}
              </span>
              <Button size="small" variant="minimal" icon="arrow-up" aria-label={t('pos.quickKeys.up')} disabled={i === 0} onClick={() => move(i, -1)} />
              <Button
                size="small"
                variant="minimal"
                icon="arrow-down"
                aria-label={t('pos.quickKeys.down')}
                disabled={i === keys.length - 1}
                onClick={() => move(i, 1)}
              />
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={t('pos.quickKeys.remove')}
                onClick={() => setKeys((ks) => ks.filter((x) => x.productId !== k.productId))}
              />
            </li>
          ))}
        </ol>
        <InputGroup
          leftIcon="search"
          placeholder={t('pos.quickKeys.find')}
          aria-label={t('pos.quickKeys.find')}
          value={q}
          disabled={full}
          data-testid="pos-quick-key-find"
          onChange={(e) => setQ(e.target.value)}
        />
        {q.trim() !== '' &&
          (found.data?.items ?? [])
            .filter((p) => !keys.some((k) => k.productId === p.id))
            .map((p) => (
              <Button
                key={p.id}
                variant="minimal"
                icon="add"
                disabled={full}
                data-testid={`pos-quick-key-add-${p.id}`}
                onClick={() => setKeys((ks) => [...ks, { productId: p.id, name: p.name, price: p.price }])}
              >
                {p.name} — {formatDecimal(p.price, 2)}
              </Button>
            ))}
        {save.isError && <Callout intent="danger">{save.error.message}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={[
          <Button key="cancel" text={t('cashBox.cancel')} onClick={onClose} />,
          <Button
            key="save"
            intent="primary"
            text={t('pos.quickKeys.save')}
            loading={save.isPending}
            data-testid="pos-quick-keys-save"
            onClick={() =>
              save.mutate(
                keys.map((k) => k.productId),
                { onSuccess: onClose },
              )
            }
          />,
        ]}
      />
    </Dialog>
  );
}
