import { ARAS_DUPLICATE, ARAS_NS, ARAS_PICKED_UP, ARAS_UNKNOWN } from '../server/cargo/aras';
import { textOf } from '../server/cargo/soap';
import { element, escapeXml, soapService, type SandboxState, type Step } from './state';

/**
 * Aras Kargo's services as the sandbox plays them (what src/server/cargo/aras.ts sends): SetOrder and CancelDispatch
 * at `/aras/arascargoservice.asmx`, GetQueryJSON at `/aras/ArasCargoIntegrationService.svc` (its login and query are
 * XML texts, its answer a JSON text).
 */
const DURUM: Record<Step, Record<string, string>> = {
  NOP: { DURUM_KODU: '0', DURUMU: 'Kargoya verilmedi' },
  IND: { DURUM_KODU: '2', DURUMU: 'Yolda' },
  DLV: { DURUM_KODU: '6', DURUMU: 'Teslim edildi' },
  RTN: { DURUM_KODU: '6', DURUMU: 'İade teslim edildi', IADE: '1' },
  ISC: { DURUM_KODU: '0', DURUMU: 'İptal', IPTAL: '1' },
};

const inner = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';

export function arasServices(state: SandboxState, user: { username: string; password: string }) {
  const ns = `xmlns="${ARAS_NS}"`;
  const result = (operation: string, fields: Record<string, string>) =>
    `<${operation}Response ${ns}>${element(`${operation}Result`, fields)}</${operation}Response>`;
  const login = (op: Record<string, unknown>) => textOf(op.userName) === user.username && textOf(op.password) === user.password;

  const orders = soapService(state, login, {
    SetOrder: {
      write: true,
      run(op) {
        const order = ((op.orderInfo ?? {}) as Record<string, unknown>).Order as Record<string, unknown> | undefined;
        const key = textOf(order?.IntegrationCode);
        const answer = (code: string, message: string) =>
          `<SetOrderResponse ${ns}><SetOrderResult>${element('OrderResultInfo', { ResultCode: code, ResultMessage: message, InvoiceKey: textOf(order?.InvoiceNumber) })}</SetOrderResult></SetOrderResponse>`;
        if (!order || !/^[A-Za-z0-9-]{1,32}$/.test(key)) return answer('1', 'Entegrasyon kodu geçersiz');
        if (!textOf(order.ReceiverName) || !textOf(order.ReceiverAddress)) return answer('2', 'Alıcı adı ve adresi zorunludur');
        const { created } = state.create('aras', key, textOf(order.InvoiceNumber), textOf(order.ReceiverName));
        return created ? answer('0', 'Başarılı') : answer(ARAS_DUPLICATE, 'Bu entegrasyon kodu ile kayıt var');
      },
    },
    CancelDispatch: {
      write: true,
      run(op) {
        const done = state.cancel('aras', textOf(op.integrationCode));
        if (done === 'unknown') return result('CancelDispatch', { ResultCode: ARAS_UNKNOWN, ResultMessage: 'Kayıt bulunamadı' });
        if (done === 'pickedUp') return result('CancelDispatch', { ResultCode: ARAS_PICKED_UP, ResultMessage: 'Kargo şubeye verildi, iptal edilemez' });
        return result('CancelDispatch', { ResultCode: '0', ResultMessage: 'Başarılı' });
      },
    },
  });

  const queries = soapService(
    state,
    (op) => {
      const info = textOf(op.loginInfo);
      return inner(info, 'UserName') === user.username && inner(info, 'Password') === user.password;
    },
    {
      GetQueryJSON: {
        write: false,
        run(op) {
          const key = inner(textOf(op.queryInfo), 'IntegrationCode');
          const s = state.find('aras', key);
          const cargo = s ? [{ MUSTERI_OZEL_KODU: s.key, KARGO_TAKIP_NO: s.trackingNumber, FATURA_NO: s.invoiceKey, ...DURUM[state.stepOf(s)] }] : [];
          return `<GetQueryJSONResponse ${ns}><GetQueryJSONResult>${escapeXml(JSON.stringify({ QueryResult: { Cargo: cargo } }))}</GetQueryJSONResult></GetQueryJSONResponse>`;
        },
      },
    },
  );
  return { orders, queries };
}
