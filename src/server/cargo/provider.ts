import type { CarrierStatus } from '../../domain/cargo/carriers';

/**
 * What Defter asks of a cargo carrier. Every carrier's adapter speaks it; the sandbox carrier (src/sandbox-cargo/)
 * plays all five carriers speaking Yurtiçi's published service, so the Yurtiçi adapter is what talks to it.
 */
export interface NewShipment {
  /** our key of the shipment (Yurtiçi's cargoKey, at most 20 characters): the carrier keeps one shipment per key */
  key: string;
  /** the document's number (Yurtiçi's invoiceKey) */
  reference: string;
  receiver: { name: string; address: string; city: string; district: string; phone: string; taxNumber: string };
  packageCount: number;
  description: string;
}

export interface CarrierShipment {
  key: string;
  /** the carrier's tracking number (the barcode the label carries); absent while the carrier has not given one */
  trackingNumber: string | null;
  trackingUrl: string | null;
  status: CarrierStatus;
}

export interface CarrierProvider {
  /** creates the shipment; a shipment the carrier already has under this key is an error it reports as `duplicate` */
  create(shipment: NewShipment): Promise<CarrierShipment>;
  /** the shipment the carrier has under our key, or null when it has none */
  find(key: string): Promise<CarrierShipment | null>;
  /** cancels a shipment not yet picked up; the carrier's refusal (picked up) is permanent */
  cancel(key: string): Promise<void>;
}

/**
 * A carrier's refusal or failure. `permanent`: the request itself is refused (bad credentials, a shipment already
 * picked up); otherwise (5xx, a time-out, no answer) a later try may succeed. `duplicate`: the carrier already has
 * a shipment under this key (created by an earlier try whose answer was lost).
 */
export class CargoError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code?: 'duplicate' | 'pickedUp' | 'notFound',
  ) {
    super(message);
  }
}
