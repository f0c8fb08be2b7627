import { mayTransfer } from '../../domain/mikro/transfers';
import { registerStatusObserver, registerViewDecorator } from '../documents/extensions';
import { findMikroSettings } from './settings-queries';
import { queueTransfer, transferJson, transferOfDocument } from './transfer-queries';

/**
 * What the document engine does for Mikro: a document of a type the company sends is queued for Mikro in the same
 * transaction as the event that completes it (round.ts sends it); its view shows its transfer.
 */
export function registerMikroHooks(): void {
  registerStatusObserver('mikro', async (q, companyId, doc) => {
    const settings = await findMikroSettings(q);
    if (settings.active && mayTransfer(doc, settings.document_types)) await queueTransfer(q, companyId, doc.id);
  });
  registerViewDecorator('mikro', async (q, doc) => {
    const row = await transferOfDocument(q, doc.id);
    return row ? { mikroTransfer: transferJson(row) } : {};
  });
}
