import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import type { CampaignDiscount } from '../../../../domain/campaigns/evaluate';
import { formatMoney } from '../../../../domain/format';
import type { Currency } from '../../../../domain/money/format';
import { useT } from '../../../i18n/useT';
import type { EditorLine } from '../../common/editorLine';

interface Props {
  lines: readonly EditorLine[];
  /** per line, what the campaigns take off it (src/domain/campaigns/draft.ts), as the server will store it */
  discounts: readonly CampaignDiscount[][];
  currency: Currency;
  /** the campaigns removed from this document, each with its name when the offer knows it */
  removed: readonly { id: string; name: string }[];
  /** the user may remove a campaign (the `campaignRemoval` permission, as the server's offer says) and the document is open */
  mayRemove: boolean;
  onRemove: (campaignId: string) => void;
  onRestore: (campaignId: string) => void;
}

/**
 * A document's campaign discount lines, live as its lines are written: under which line, which campaign, how much. A
 * user with the permission removes a campaign from the whole document (and restores it); others only read them.
 */
export function CampaignLines({ lines, discounts, currency, removed, mayRemove, onRemove, onRestore }: Props) {
  const t = useT();
  const rows = discounts.flatMap((ds, i) => ds.map((d) => ({ line: lines[i], n: i + 1, d })));
  if (rows.length === 0 && removed.length === 0) return null;
  return (
    <section className="receipt-campaigns" data-testid="campaign-lines">
      <h4 className="bp6-heading">{t('receiptEditor.campaigns.title')}</h4>
      {rows.length > 0 && (
        <HTMLTable compact>
          <tbody>
            {rows.map(({ line, n, d }) => (
              <tr key={`${n}-${d.campaignId}`} data-testid="campaign-line" data-campaign-id={d.campaignId} data-line={n}>
                <td>{t('receiptEditor.campaigns.line', { n })}</td>
                <td>{line?.name}</td>
                <td data-testid="campaign-name">{d.name}</td>
                <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                  <span dir="ltr" data-testid="campaign-amount">
                    −{formatMoney(d.amount, { currency, symbol: true })}
                  </span>
                </td>
                <td>
                  {mayRemove && (
                    <Button
                      size="small"
                      variant="minimal"
                      icon="cross"
                      text={t('receiptEditor.campaigns.remove')}
                      onClick={() => onRemove(d.campaignId)}
                      data-testid="campaign-remove"
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {removed.length > 0 && (
        <p data-testid="campaigns-removed">
          {t('receiptEditor.campaigns.removed')}{' '}
          {removed.map((c) => (
            <Tag key={c.id} minimal style={{ marginInlineEnd: 6 }}>
              {c.name}
              {mayRemove && (
                <Button
                  size="small"
                  variant="minimal"
                  icon="undo"
                  aria-label={t('receiptEditor.campaigns.restore')}
                  title={t('receiptEditor.campaigns.restore')}
                  onClick={() => onRestore(c.id)}
                  data-testid="campaign-restore"
                />
              )}
            </Tag>
          ))}
        </p>
      )}
    </section>
  );
}
