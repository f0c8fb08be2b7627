import { creditsOf, takenBackOf } from '../../domain/instalments/credits';
import { registerEffectHandler } from '../documents/extensions';
import { settleInstalments, takeBackSettlements } from './settle';

/** What the document engine does for instalment plans: a credit to an account settles its open instalments. */
export function registerInstalmentHooks(): void {
  // accounts in id order (the order their rows are locked in); the engine hands the account moves over after the sources' SUPPLY
  registerEffectHandler('accountMove', async (ctx, moves) => {
    const credits = creditsOf(moves).sort((a, b) => a.accountId - b.accountId);
    for (const credit of credits) await settleInstalments(ctx.q, ctx.companyId, ctx.documentId, credit);
    for (const accountId of takenBackOf(moves)) await takeBackSettlements(ctx.q, ctx.documentId, accountId);
  });
}
