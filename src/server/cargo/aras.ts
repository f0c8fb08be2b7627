import type { CarrierStatus } from '../../domain/cargo/carriers';
import { CargoError, type CarrierProvider, type CarrierShipment } from './provider';
import { soapCall, soapRequest, textOf } from './soap';

/**
 * Aras Kargo's services (docs/modules/cargo.md says what is assumed): SetOrder and CancelDispatch on its SOAP order
 * service (`arascargoservice.asmx`, namespace tempuri), the order under our key as `IntegrationCode`; GetQueryJSON on
 * its query service (`ArasCargoIntegrationService.svc`), whose `loginInfo` and `queryInfo` are XML texts and whose
 * answer is a JSON text. Unverified against the live services.
 */
export const ARAS_URLS = {
  test: {
    order: 'https://customerservicestest.araskargo.com.tr/arascargoservice/arascargoservice.asmx',
    query: 'https://customerservicestest.araskargo.com.tr/ArasCargoIntegrationService.svc',
  },
  live: {
    order: 'https://customerws.araskargo.com.tr/arascargoservice.asmx',
    query: 'https://customerservices.araskargo.com.tr/ArasCargoCustomerIntegrationService/ArasCargoIntegrationService.svc',
  },
} as const;
export const ARAS_NS = 'http://tempuri.org/';
/** SetOrder's ResultCode for an IntegrationCode Aras already has (assumed). */
export const ARAS_DUPLICATE = '70017';
/** CancelDispatch's ResultCode for a shipment already taken by the branch (assumed). */
export const ARAS_PICKED_UP = '-2';
/** CancelDispatch's ResultCode for an IntegrationCode Aras does not know (assumed). */
export const ARAS_UNKNOWN = '-1';
/** GetQueryJSON QueryType 1: the shipment of an IntegrationCode. */
const QUERY_BY_INTEGRATION_CODE = 1;

/**
 * Aras's DURUM_KODU in Defter's words: 0 the order waits for the branch (assumed), 1 at the sending branch, 2 on the
 * way, 3 at the delivering branch, 4 out for delivery, 5 partly delivered, 6 delivered, 7 redirected; a shipment
 * with IADE "1" is on its way back (assumed), and IPTAL "1" was cancelled (assumed).
 */
export function arasStatus(cargo: Record<string, unknown>): CarrierStatus {
  if (textOf(cargo.IPTAL) === '1') return 'cancelled';
  const code = textOf(cargo.DURUM_KODU);
  if (textOf(cargo.IADE) === '1') return code === '6' ? 'returned' : 'inTransit';
  return code === '6' ? 'delivered' : code === '' || code === '0' ? 'accepted' : 'inTransit';
}

export const arasTrackingPage = (n: string) => `https://kargotakip.araskargo.com.tr/mainpage.aspx?code=${encodeURIComponent(n)}`;

interface ArasConfig {
  orderUrl: string;
  queryUrl: string;
  username: string;
  password: string;
  customerCode: string;
  trackingPage?: (trackingNumber: string) => string;
  timeoutMs?: number;
}

const xmlText = (root: string, fields: Record<string, string | number>) =>
  `<${root}>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</${k}>`)
    .join('')}</${root}>`;

export function arasCarrier(config: ArasConfig): CarrierProvider {
  const call = (url: string, operation: string, fields: Parameters<typeof soapRequest>[2]) =>
    soapCall(url, `${ARAS_NS}${operation}`, soapRequest(ARAS_NS, operation, fields, true), config.timeoutMs);
  const result = (value: Record<string, unknown>, name: string) => (value[name] ?? {}) as Record<string, unknown>;
  const page = config.trackingPage ?? arasTrackingPage;

  async function find(key: string): Promise<CarrierShipment | null> {
    const { value } = await call(config.queryUrl, 'GetQueryJSON', {
      loginInfo: xmlText('LoginInfo', { UserName: config.username, Password: config.password, CustomerCode: config.customerCode }),
      queryInfo: xmlText('QueryInfo', { QueryType: QUERY_BY_INTEGRATION_CODE, IntegrationCode: key }),
    });
    let answer: { QueryResult?: { Cargo?: unknown } };
    try {
      answer = JSON.parse(textOf(value.GetQueryJSONResult) || '{}') as typeof answer;
    } catch {
      throw new CargoError('Aras GetQueryJSON: the answer is no JSON', false);
    }
    const list = answer.QueryResult?.Cargo;
    const cargo = (Array.isArray(list) ? list : list ? [list] : []).find((c: Record<string, unknown>) => textOf(c.MUSTERI_OZEL_KODU) === key) as
      Record<string, unknown> | undefined;
    if (!cargo) return null;
    const trackingNumber = textOf(cargo.KARGO_TAKIP_NO) || null;
    return { key, trackingNumber, trackingUrl: trackingNumber ? page(trackingNumber) : null, status: arasStatus(cargo) };
  }

  return {
    find,
    async create(s) {
      const { value } = await call(config.orderUrl, 'SetOrder', {
        orderInfo: {
          Order: {
            UserName: config.username,
            Password: config.password,
            IntegrationCode: s.key,
            TradingWaybillNumber: s.reference,
            InvoiceNumber: s.reference,
            ReceiverName: s.receiver.name,
            ReceiverAddress: s.receiver.address,
            ReceiverPhone1: s.receiver.phone,
            ReceiverCityName: s.receiver.city,
            ReceiverTownName: s.receiver.district,
            TaxNumber: s.receiver.taxNumber || null,
            PieceCount: s.packageCount,
            PayorTypeCode: 1,
            IsWorldWide: 0,
            IsCod: 0,
            Description: s.description,
          },
        },
        userName: config.username,
        password: config.password,
      });
      const info = result(result(value, 'SetOrderResult'), 'OrderResultInfo');
      const code = textOf(info.ResultCode);
      if (code === ARAS_DUPLICATE) throw new CargoError(`Aras: IntegrationCode ${s.key} exists`, true, 'duplicate');
      if (code !== '0') throw new CargoError(`Aras SetOrder: ${textOf(info.ResultMessage) || code || 'refused'}`, true);
      return (await find(s.key)) ?? { key: s.key, trackingNumber: null, trackingUrl: null, status: 'accepted' };
    },
    async cancel(key) {
      const { value } = await call(config.orderUrl, 'CancelDispatch', { userName: config.username, password: config.password, integrationCode: key });
      const r = result(value, 'CancelDispatchResult');
      const code = textOf(r.ResultCode);
      if (code === ARAS_PICKED_UP) throw new CargoError(`Aras: ${key} was picked up`, true, 'pickedUp');
      if (code === ARAS_UNKNOWN) throw new CargoError(`Aras: ${key} unknown`, true, 'notFound');
      if (code !== '0') throw new CargoError(`Aras CancelDispatch: ${textOf(r.ResultMessage) || code}`, true);
    },
  };
}
