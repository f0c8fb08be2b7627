import { toSVG } from 'bwip-js/node';
import type { ShipmentRow } from './shipment-queries';
import type { CarrierRow } from './settings-queries';

/** How the label's barcode is drawn: Code 128 of the carrier's tracking number, its text under the bars. */
export const LABEL_BARCODE = { bcid: 'code128', scale: 2, height: 12, includetext: true, textxalign: 'center' } as const;

/** The barcode of a tracking number as SVG (bwip-js), the same on the server and in a test that reads it back. */
export const labelBarcodeSvg = (trackingNumber: string): string => toSVG({ ...LABEL_BARCODE, text: trackingNumber });

/** A shipment's label (GET /api/cargo/shipments/:id/label): what the printed label shows, the barcode drawn. */
export function shipmentLabel(
  row: ShipmentRow & { tracking_number: string },
  settings: CarrierRow,
  receiver: { name: string; address: string; city: string; district: string; phone: string } | undefined,
) {
  return {
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    shipmentKey: row.shipment_key,
    documentNumber: row.document_number,
    size: settings.label_size,
    packageCount: settings.package_count,
    paymentType: settings.payment_type,
    sender: { name: settings.sender_name, address: settings.sender_address, city: settings.sender_city, phone: settings.sender_phone },
    receiver: receiver ?? { name: '', address: '', city: '', district: '', phone: '' },
    barcode: { bcid: LABEL_BARCODE.bcid, text: row.tracking_number },
    svg: labelBarcodeSvg(row.tracking_number),
  };
}
