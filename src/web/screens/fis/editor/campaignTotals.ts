import type { CampaignDiscount } from '../../../../domain/campaigns/evaluate';
import { ReceiptTotalsModel, type LiveTotals } from '../../../../domain/money/receipt-totals-model';
import { toModelLine, type EditorLine } from '../../common/editorLine';

const sameDiscounts = (a: readonly CampaignDiscount[] | undefined, b: readonly CampaignDiscount[] | undefined): boolean =>
  a === b ||
  ((a?.length ?? 0) === (b?.length ?? 0) &&
    (a ?? []).every((d, i) => d.campaignId === b![i]!.campaignId && d.amount === b![i]!.amount && d.name === b![i]!.name));

/**
 * The totals of a receipt's lines with their campaigns' discounts, kept in one totals model from one call to the
 * next: a line whose object and discounts are those of the last call keeps its contribution, so that an edit of one
 * line computes that line again (and those whose discounts it changed), not all 1250 (a line with a discount takes the
 * exact, slower way of the domain's totals). Lines added or removed start the model again.
 */
export class CampaignTotals {
  private model = new ReceiptTotalsModel();
  private lines: readonly EditorLine[] = [];
  private discounts: readonly (readonly CampaignDiscount[])[] = [];

  totals(lines: readonly EditorLine[], discounts: readonly (readonly CampaignDiscount[])[]): LiveTotals {
    const modelLine = (i: number) => {
      const d = discounts[i];
      return d?.length ? { ...toModelLine(lines[i]!), campaignDiscounts: [...d] } : toModelLine(lines[i]!);
    };
    if (lines.length !== this.lines.length) this.model.reset(lines.map((_, i) => modelLine(i)));
    else
      for (let i = 0; i < lines.length; i++)
        if (lines[i] !== this.lines[i] || !sameDiscounts(discounts[i], this.discounts[i])) this.model.setLine(i, modelLine(i));
    this.lines = lines;
    this.discounts = discounts;
    return this.model.totals();
  }
}
