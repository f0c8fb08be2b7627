import { registerEffectHandler, registerViewDecorator } from '../documents/extensions';
import { enqueueSend } from './queue';
import { returnMatchView } from './return-match';

/** What the document engine does for e-documents: a queued one goes on the durable send queue; a return shows the incoming e-invoice it matches. */
export function registerEdocumentHooks(): void {
  // in the same transaction as the document (worker.ts sends it)
  registerEffectHandler('sendEDocument', async (ctx, params) => {
    for (let i = 0; i < params.length; i++) await enqueueSend(ctx.q, ctx.documentId);
  });
  registerViewDecorator('returnMatch', returnMatchView);
}
