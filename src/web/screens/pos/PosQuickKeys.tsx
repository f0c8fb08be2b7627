import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import type { PosQuickKey } from '../../../domain/schemas/pos';
import { formatDecimal } from '../../../domain/format';
import { useQuickKeys } from '../../api/fetchQuickKeys';
import { useT } from '../../i18n/useT';
import { QuickKeysDialog } from './QuickKeysDialog';

interface Props {
  disabled: boolean;
  onAdd: (key: PosQuickKey) => void;
  /** the user may choose the company's quick keys (manager, admin) */
  mayEdit: boolean;
}

/** The company's quick keys: one button per product sold without a barcode (a carrier bag, a service). */
export function PosQuickKeys({ disabled, onAdd, mayEdit }: Props) {
  const t = useT();
  const keys = useQuickKeys();
  const [editing, setEditing] = useState(false);
  const items = keys.data ?? [];
  if (items.length === 0 && !mayEdit) return null;
  return (
    <div className="pos-quick-keys" data-testid="pos-quick-keys" role="group" aria-label={t('pos.quickKeys.title')}>
      {items.map((k) => (
        <Button key={k.productId} className="pos-quick-key" data-testid={`pos-quick-key-${k.productId}`} disabled={disabled} onClick={() => onAdd(k)}>
          <span className="pos-quick-key-name">{k.name}</span>
          <span className="pos-quick-key-price" dir="ltr">
            {formatDecimal(k.price, 2)}
          </span>
        </Button>
      ))}
      {mayEdit && (
        <Button
          variant="minimal"
          icon="edit"
          data-testid="pos-quick-keys-edit"
          aria-label={t('pos.quickKeys.edit')}
          title={t('pos.quickKeys.edit')}
          onClick={() => setEditing(true)}
        />
      )}
      {mayEdit && editing && <QuickKeysDialog current={items} onClose={() => setEditing(false)} />}
    </div>
  );
}
