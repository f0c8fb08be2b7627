import { registerEffectHandler, registerFactProvider } from '../documents/extensions';
import type { DocumentRow } from '../documents/store';
import { libraryReceiptFacts } from './fines';
import { copyBack, holdFulfilled } from './holds';
import { lendFacts, renewFacts, returnFacts } from './loan-facts';

type LoanContext = { memberId?: string; copyId?: string; dueDate?: string };
const loanOf = (doc: DocumentRow | null): LoanContext => (doc?.snapshot.context ?? {}) as LoanContext;

/** What the document engine asks of the library: a loan's facts (lend, renew, return), a receipt's fines, a hold fulfilled, a copy back on the shelf. */
export function registerLibraryHooks(): void {
  registerFactProvider('loanPair', async ({ q, doc, input }) => {
    const pair = doc ? loanOf(doc) : input;
    const lentOn = typeof input.date === 'string' ? input.date : undefined;
    return lendFacts(q, String(pair.memberId), String(pair.copyId), doc?.id ?? null, lentOn, input.dueDate !== undefined);
  });
  registerFactProvider('loanRenewal', async ({ q, doc, input }) => {
    const { memberId, copyId, dueDate } = loanOf(doc);
    return renewFacts(q, String(memberId), String(copyId), dueDate, input.dueDate !== undefined);
  });
  registerFactProvider('libraryFines', async ({ q, doc, input }) => libraryReceiptFacts(q, input.memberId ?? loanOf(doc).memberId, doc?.id ?? null));
  registerFactProvider('loanReturn', async ({ q, doc, input }) => {
    const { memberId, copyId, dueDate } = loanOf(doc);
    return returnFacts(q, String(memberId), String(copyId), dueDate, typeof input.date === 'string' ? input.date : undefined);
  });
  registerEffectHandler('holdFulfilled', async (ctx, params) => {
    for (const p of params) await holdFulfilled(ctx.q, Number(p.memberId), Number(p.copyId));
  });
  registerEffectHandler('copyBack', async (ctx, params) => {
    for (const p of params) await copyBack(ctx.q, Number(p.copyId));
  });
}
