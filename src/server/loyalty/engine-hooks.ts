import { pointsPosition } from '../../domain/loyalty/balance';
import type { LoyaltyFact } from '../../../machines/receipt/points';
import { companyToday } from '../clock';
import { registerEffectHandler, registerFactProvider } from '../documents/extensions';
import { productIdsOf } from '../documents/facts';
import { idOf } from '../documents/ledger-rows';
import { accountPointsMoves, asMoves, findLoyaltySettings, insertPointsMoves, productCategories, saleEarnings } from './queries';

interface PointsContext {
  accountId?: string;
  sourceId?: string;
  lines?: { productId?: string; returnOfId?: string; sourceId?: string }[];
}

/** What an account may spend today: its ledger through the domain's rule (read under the account's points lock, row-locks.ts). */
export async function pointsBalance(q: Parameters<typeof accountPointsMoves>[0], accountId: number): Promise<number> {
  return pointsPosition(asMoves(await accountPointsMoves(q, accountId)), await companyToday(q)).balance;
}

/** The sales a return's lines give back (the ones they name, else the document it was converted from). */
const salesOf = (c: PointsContext) => [
  ...new Set((c.lines ?? []).map((l) => idOf(l.returnOfId ?? l.sourceId ?? c.sourceId)).filter((id): id is number => id !== null)),
];

/**
 * What the document engine asks of loyalty points: the `loyalty` fact of a sale's, a return's or a points-out
 * voucher's completion, and the points ledger rows their `pointsMove` effects write.
 */
export function registerLoyaltyHooks(): void {
  registerFactProvider('loyalty', async ({ q, doc }) => {
    const c = (doc?.snapshot.context ?? {}) as PointsContext;
    const accountId = idOf(c.accountId);
    if (!doc || accountId === null) return {};
    const settings = await findLoyaltySettings(q);
    const voucher = doc.type === 'pointsOut';
    // a company without points writes its journals as before, but its returns still take back what their sales earned
    const sales = doc.type === 'salesReturn' ? await saleEarnings(q, salesOf(c)) : {};
    if (!voucher && !settings.enabled && Object.keys(sales).length === 0) return {};
    const fact: LoyaltyFact = {
      settings,
      balance: await pointsBalance(q, accountId),
      categories: voucher ? {} : await productCategories(q, [...new Set(productIdsOf(c.lines))].map(Number)),
      ...(doc.type === 'salesReturn' ? { sales } : {}),
    };
    return { loyalty: fact };
  });

  registerEffectHandler('pointsMove', async (ctx, moves) => {
    await insertPointsMoves(
      ctx.q,
      ctx.companyId,
      ctx.documentId,
      moves.map((m) => ({
        accountId: Number(m.accountId),
        points: Number(m.points),
        kind: String(m.kind),
        onDate: String(m.date),
        expiresOn: typeof m.expiresOn === 'string' ? m.expiresOn : null,
        base: typeof m.base === 'string' ? m.base : null,
        saleId: idOf(m.saleId),
      })),
    );
  });
}
