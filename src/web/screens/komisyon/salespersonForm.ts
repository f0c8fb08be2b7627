import type { CommissionPeriod } from '../../../domain/commissions/periods';
import type { CommissionBasis, CommissionScope, PremiumKind } from '../../../domain/commissions/rules';
import type { Salesperson, SalespersonBody } from '../../../domain/schemas/commissions';
import { readAmount } from '../../../domain/format';

/** The editor's state of one salesperson: what the user typed, amounts as typed (the locale's separators). */
export interface RuleDraft {
  scope: CommissionScope;
  groupId: string;
  productId: string;
  /** shown in the rules table (the picker knows the product's name only when it was chosen) */
  label: string;
  basis: CommissionBasis;
  rate: string;
}
export interface TargetDraft {
  period: CommissionPeriod;
  amount: string;
  premiumKind: PremiumKind;
  premium: string;
}
export interface SalespersonDraft {
  name: string;
  userId: string;
  active: boolean;
  rules: RuleDraft[];
  targets: TargetDraft[];
}

const typed = (v: string) => v.replace('.', ',');

export function draftOf(s: Salesperson | null): SalespersonDraft {
  if (!s) return { name: '', userId: '', active: true, rules: [], targets: [] };
  return {
    name: s.name,
    userId: s.userId === null ? '' : String(s.userId),
    active: s.active,
    rules: s.rules.map((r) => ({
      scope: r.scope,
      groupId: r.groupId === null ? '' : String(r.groupId),
      productId: r.productId === null ? '' : String(r.productId),
      label: r.productName ?? r.groupName ?? '',
      basis: r.basis,
      rate: typed(r.rate),
    })),
    targets: s.targets.map((t) => ({ ...t, amount: typed(t.amount), premium: typed(t.premium) })),
  };
}

/** The body to save, or the message keys of the amounts that cannot be read (by field, as the server names them). */
export function bodyOf(d: SalespersonDraft): { body: SalespersonBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amount = (field: string, text: string) => {
    const r = readAmount(text);
    if (!r.ok) errors[field] = r.messageKey;
    return r.ok ? r.value : '';
  };
  const body: SalespersonBody = {
    name: d.name,
    userId: d.userId ? Number(d.userId) : null,
    active: d.active,
    rules: d.rules.map((r, i) => ({
      scope: r.scope,
      groupId: r.scope === 'group' && r.groupId ? Number(r.groupId) : null,
      productId: r.scope === 'product' && r.productId ? Number(r.productId) : null,
      basis: r.basis,
      rate: amount(`rules.${i}.rate`, r.rate),
    })),
    targets: d.targets.map((t, i) => ({
      period: t.period,
      premiumKind: t.premiumKind,
      amount: amount(`targets.${i}.amount`, t.amount),
      premium: amount(`targets.${i}.premium`, t.premium),
    })),
  };
  return Object.keys(errors).length ? { errors } : { body };
}
