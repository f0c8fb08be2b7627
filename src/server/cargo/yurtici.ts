import type { CarrierStatus } from '../../domain/cargo/carriers';
import { CargoError, type CarrierProvider, type CarrierShipment } from './provider';
import { asList, soapCall, soapRequest, textOf } from './soap';

/**
 * Yurtiçi Kargo's SOAP service `ShippingOrderDispatcherServices` (docs/modules/cargo.md says what is assumed):
 * createShipment (a ShippingOrderVO under our cargoKey), queryShipment (keyType 0: by cargoKey) and cancelShipment,
 * each with wsUserName, wsPassword and the language in the body. Unverified against the live service.
 */
export const YURTICI_URLS = {
  test: 'https://testws.yurticikargo.com/KOPSWebServices/ShippingOrderDispatcherServices',
  live: 'https://ws.yurticikargo.com/KOPSWebServices/ShippingOrderDispatcherServices',
} as const;
export const YURTICI_NS = 'http://yurticikargo.com.tr/ShippingOrderDispatcherServices';
/** The error code Yurtiçi gives a cargoKey it already has (assumed). */
export const DUPLICATE_KEY = '60020';
/** The error code of a cancel refused because the shipment was picked up (assumed). */
export const PICKED_UP = '82523';
/** The error code of a key the carrier does not know (assumed). */
export const UNKNOWN_KEY = '82500';

/** Yurtiçi's operation statuses in Defter's words; an unknown one reads as accepted. */
const STATUS: Record<string, CarrierStatus> = {
  NOP: 'accepted',
  ISR: 'inTransit',
  IND: 'inTransit',
  DLV: 'delivered',
  RTN: 'returned',
  CNL: 'cancelled',
  ISC: 'cancelled',
  BI: 'cancelled',
};

type Xml = Record<string, unknown>;

export function yurticiCarrier(config: { url: string; username: string; password: string; timeoutMs?: number }): CarrierProvider {
  const credentials = { wsUserName: config.username, wsPassword: config.password };
  const call = (operation: string, fields: Parameters<typeof soapRequest>[2]) =>
    soapCall(config.url, `${YURTICI_NS}/${operation}`, soapRequest(YURTICI_NS, operation, fields), config.timeoutMs);

  async function find(key: string): Promise<CarrierShipment | null> {
    const { value } = await call('queryShipment', {
      ...credentials,
      wsLanguage: 'TR',
      keys: [key],
      keyType: 0,
      addHistoricalData: false,
      onlyTracking: false,
    });
    const vo = (value.ShippingDeliveryVO ?? {}) as Xml;
    const detail = asList(vo.shippingDeliveryDetailVO as Xml | Xml[] | undefined).find((d) => textOf(d.cargoKey) === key);
    if (!detail || textOf(detail.errCode) === UNKNOWN_KEY) {
      if (textOf(vo.outFlag) !== '0' && !detail) throw new CargoError(`Yurtiçi queryShipment: ${textOf(vo.outResult)}`, true);
      return null;
    }
    if (textOf(detail.errCode)) throw new CargoError(`Yurtiçi queryShipment: ${textOf(detail.errMessage)}`, true);
    const item = (detail.shippingDeliveryItemDetailVO ?? {}) as Xml;
    return {
      key,
      trackingNumber: textOf(item.docId) || null,
      trackingUrl: textOf(item.trackingUrl) || null,
      status: STATUS[textOf(detail.operationStatus)] ?? 'accepted',
    };
  }

  return {
    find,
    async create(s) {
      const { value } = await call('createShipment', {
        ...credentials,
        userLanguage: 'TR',
        ShippingOrderVO: {
          cargoKey: s.key,
          invoiceKey: s.reference,
          receiverCustName: s.receiver.name,
          receiverAddress: s.receiver.address,
          cityName: s.receiver.city,
          townName: s.receiver.district,
          receiverPhone1: s.receiver.phone,
          taxNumber: s.receiver.taxNumber || null,
          cargoCount: s.packageCount,
          description: s.description,
          desi: 0,
          kg: 0,
        },
      });
      const vo = (value.ShippingOrderResultVO ?? {}) as Xml;
      const detail = asList(vo.shippingOrderDetailVO as Xml | Xml[] | undefined)[0] ?? {};
      const errCode = textOf(detail.errCode);
      if (errCode === DUPLICATE_KEY) throw new CargoError(`Yurtiçi: cargoKey ${s.key} exists`, true, 'duplicate');
      if (errCode || textOf(vo.outFlag) !== '0')
        throw new CargoError(`Yurtiçi createShipment: ${textOf(detail.errMessage) || textOf(vo.outResult) || 'refused'}`, true);
      // the tracking number (docId) comes with the query; the sandbox gives it at once, Yurtiçi once the branch has it
      return (await find(s.key)) ?? { key: s.key, trackingNumber: null, trackingUrl: null, status: 'accepted' };
    },
    async cancel(key) {
      const { value } = await call('cancelShipment', { ...credentials, userLanguage: 'TR', cargoKeys: [key] });
      const vo = (value.ShippingOrderResultVO ?? {}) as Xml;
      const detail = asList(vo.shippingCancelDetailVO as Xml | Xml[] | undefined).find((d) => textOf(d.cargoKey) === key) ?? {};
      const errCode = textOf(detail.errCode);
      if (errCode === PICKED_UP) throw new CargoError(`Yurtiçi: ${key} was picked up`, true, 'pickedUp');
      if (errCode === UNKNOWN_KEY) throw new CargoError(`Yurtiçi: ${key} unknown`, true, 'notFound');
      if (errCode || textOf(vo.outFlag) !== '0') throw new CargoError(`Yurtiçi cancelShipment: ${textOf(detail.errMessage) || textOf(vo.outResult)}`, true);
    },
  };
}
