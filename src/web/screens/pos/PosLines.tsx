import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { LineSum } from '../../../domain/money/totals';
import type { CampaignPosLine, PosFlowEvent } from '../../../../flows/pos';
import { useT } from '../../i18n/useT';
import { formatDecimal, readAmount } from '../../../domain/format';

interface Props {
  /** the sale's lines with their campaigns' discounts (campaignLines) */
  lines: CampaignPosLine[];
  /** each line's amounts (saleSums), in the order of `lines` */
  sums: readonly LineSum[];
  canEditPrices: boolean;
  /** the flow says the cashier may remove a campaign: each discount line then has its remove button */
  mayRemoveCampaigns?: boolean;
  selected: number | null;
  onSelect: (productId: number) => void;
  send: (e: PosFlowEvent) => void;
  disabled: boolean;
}

/** A cell that commits what was typed on Enter or when it loses focus; a bad amount is simply not taken. */
function AmountCell({
  testId,
  value,
  disabled,
  label,
  onCommit,
}: {
  testId: string;
  value: string;
  disabled: boolean;
  label: string;
  onCommit: (v: string) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const r = readAmount(text);
    if (r.ok && r.value !== '') onCommit(r.value);
    setText(null);
  };
  return (
    <input
      className="bp6-input bp6-small pos-amount"
      data-testid={testId}
      aria-label={label}
      disabled={disabled}
      inputMode="decimal"
      value={text ?? formatDecimal(value, 0)}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
          (document.querySelector('[data-testid="pos-scan"]') as HTMLInputElement | null)?.focus();
        }
      }}
    />
  );
}

/** The sale's lines, the width of the screen; each line's amount is what it costs with its VAT, so the lines add up to the total. */
export function PosLines({ lines, sums, canEditPrices, mayRemoveCampaigns, selected, onSelect, send, disabled }: Props) {
  const t = useT();
  if (lines.length === 0)
    return (
      <p className="pos-empty" data-testid="pos-empty">
        {t('pos.empty')}
      </p>
    );
  return (
    <HTMLTable compact striped className="pos-lines" data-testid="pos-lines">
      <thead>
        <tr>
          <th>{t('pos.product')}</th>
          <th>{t('pos.quantity')}</th>
          <th>{t('pos.price')}</th>
          <th>{t('pos.discount')}</th>
          <th className="pos-num">{t('pos.lineTotal')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => {
          // a second-hand copy's line is that copy's: `c` and its id in the test ids, one book, never a quantity
          const key = l.copyId === undefined ? String(l.productId) : `c${l.copyId}`;
          const line = { productId: l.productId, ...(l.copyId !== undefined ? { copyId: l.copyId } : {}) };
          return (
            <tr
              key={key}
              data-product={l.productId}
              data-copy={l.copyId}
              data-selected={selected === l.productId}
              onClick={() => onSelect(l.productId)}
              className={selected === l.productId ? 'pos-selected' : undefined}
            >
              <td>
                <span data-testid="pos-line-name">{l.name}</span>
                {l.campaignDiscounts?.map((d) => (
                  <div key={d.campaignId} className="pos-campaign" data-testid={`pos-campaign-${key}`} data-campaign={d.campaignId}>
                    {d.name} <span dir="ltr">−{formatDecimal(d.amount, 2)}</span>
                    {mayRemoveCampaigns && (
                      <Button
                        small
                        minimal
                        icon="cross"
                        data-testid={`pos-campaign-remove-${d.campaignId}`}
                        aria-label={t('pos.removeCampaign', { name: d.name })}
                        title={t('pos.removeCampaign', { name: d.name })}
                        disabled={disabled}
                        onClick={() => send({ type: 'REMOVE_CAMPAIGN', campaignId: d.campaignId })}
                      />
                    )}
                  </div>
                ))}
              </td>
              <td>
                <AmountCell
                  testId={`pos-qty-${key}`}
                  label={t('pos.quantity')}
                  value={l.quantity}
                  disabled={disabled || l.copyId !== undefined}
                  onCommit={(quantity) => send({ type: 'SET_QUANTITY', ...line, quantity })}
                />
              </td>
              <td>
                <AmountCell
                  testId={`pos-price-${key}`}
                  label={t('pos.price')}
                  value={l.unitPrice}
                  disabled={disabled || !canEditPrices}
                  onCommit={(unitPrice) => send({ type: 'SET_PRICE', ...line, unitPrice })}
                />
                {!l.priceIncludesVat && l.vatRate > 0 && (
                  <Tag minimal className="pos-plus-vat" data-testid={`pos-plus-vat-${key}`} title={t('pos.vatOnTop')}>
                    +%{l.vatRate}
                  </Tag>
                )}
              </td>
              <td>
                <AmountCell
                  testId={`pos-discount-${key}`}
                  label={t('pos.discount')}
                  value={l.discountRate}
                  disabled={disabled || !canEditPrices}
                  onCommit={(discountRate) => send({ type: 'SET_DISCOUNT', ...line, discountRate })}
                />
              </td>
              <td className="pos-num" dir="ltr" data-testid={`pos-line-total-${key}`}>
                {formatDecimal(sums[i]?.total ?? '0', 2)}
              </td>
              <td>
                <Button
                  small
                  minimal
                  icon="trash"
                  data-testid={`pos-remove-${key}`}
                  aria-label={t('pos.removeLine')}
                  disabled={disabled || !canEditPrices}
                  onClick={() => send({ type: 'REMOVE_LINE', ...line })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
