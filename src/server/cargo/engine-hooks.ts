import { registerViewDecorator } from '../documents/extensions';
import { shipmentJson, shipmentsOfDocument } from './shipment-queries';

/**
 * What the document engine shows of cargo: a document's view (GET /documents/:id) carries its shipments, and its cargo
 * tracking number (spec §3) is the live shipment's.
 */
export function registerCargoHooks(): void {
  registerViewDecorator('cargo', async (q, doc) => {
    const rows = await shipmentsOfDocument(q, doc.id);
    if (!rows.length) return {};
    const live = rows.find((r) => r.state !== 'cancelled' && r.state !== 'failed' && r.tracking_number !== null);
    return {
      cargoTracking: live ? { carrier: live.carrier, trackingNumber: live.tracking_number, state: live.state } : null,
      shipments: rows.map(shipmentJson),
    };
  });
}
