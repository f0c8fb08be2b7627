import { registerFactProvider } from '../documents/extensions';
import { productIdsOf } from '../documents/facts';
import { setComponentsOf } from './queries';

/** What the document engine asks of product sets: the components of the sets a document's lines name. */
export function registerSetHooks(): void {
  registerFactProvider('setComponents', async ({ q, doc, input }) => {
    if (doc && input.lines === undefined) return {};
    return { setComponents: await setComponentsOf(q, [...new Set(productIdsOf(input.lines))].map(Number)) };
  });
}
