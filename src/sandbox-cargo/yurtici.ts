import { asList, textOf } from '../server/cargo/soap';
import { DUPLICATE_KEY, PICKED_UP, UNKNOWN_KEY, YURTICI_NS } from '../server/cargo/yurtici';
import { element, escapeXml, soapService, type SandboxState } from './state';

/**
 * Yurtiçi Kargo's SOAP service `ShippingOrderDispatcherServices` as the sandbox plays it (what
 * src/server/cargo/yurtici.ts sends): createShipment, queryShipment by cargoKey, cancelShipment; wsUserName and
 * wsPassword in each body.
 */
export function yurticiService(state: SandboxState, user: { username: string; password: string }) {
  const ns = `xmlns:ns="${YURTICI_NS}"`;
  const resultVo = (operation: string, detailName: string, details: Record<string, string | number>[]) =>
    `<ns:${operation}Response ${ns}><ShippingOrderResultVO><outFlag>0</outFlag><outResult>Başarılı</outResult><count>${details.length}</count>` +
    details.map((d) => element(detailName, d)).join('') +
    `</ShippingOrderResultVO></ns:${operation}Response>`;
  const refusal = (key: string, errCode: string, errMessage: string) =>
    resultVo('createShipment', 'shippingOrderDetailVO', [{ cargoKey: key, errCode, errMessage }]);

  return soapService(state, (op) => textOf(op.wsUserName) === user.username && textOf(op.wsPassword) === user.password, {
    createShipment: {
      write: true,
      run(op) {
        const vo = (op.ShippingOrderVO ?? {}) as Record<string, unknown>;
        const key = textOf(vo.cargoKey);
        if (!/^[A-Za-z0-9-]{1,20}$/.test(key)) return refusal(key, '60001', 'Geçersiz kargo anahtarı');
        if (!textOf(vo.receiverCustName) || !textOf(vo.receiverAddress)) return refusal(key, '60002', 'Alıcı adı ve adresi zorunludur');
        const { shipment, created } = state.create('yurtici', key, textOf(vo.invoiceKey), textOf(vo.receiverCustName));
        if (!created) return refusal(key, DUPLICATE_KEY, 'Bu kargo anahtarı ile kayıt var');
        return resultVo('createShipment', 'shippingOrderDetailVO', [{ cargoKey: key, invoiceKey: shipment.invoiceKey, errCode: '', errMessage: '' }]);
      },
    },
    queryShipment: {
      write: false,
      run(op, origin) {
        const details = asList(op.keys as unknown).map((k) => {
          const key = textOf(k);
          const s = state.find('yurtici', key);
          if (!s)
            return `<shippingDeliveryDetailVO><cargoKey>${escapeXml(key)}</cargoKey><errCode>${UNKNOWN_KEY}</errCode><errMessage>Kayıt bulunamadı</errMessage></shippingDeliveryDetailVO>`;
          const step = state.stepOf(s);
          return (
            `<shippingDeliveryDetailVO><cargoKey>${escapeXml(key)}</cargoKey><invoiceKey>${escapeXml(s.invoiceKey)}</invoiceKey>` +
            `<operationStatus>${step}</operationStatus><operationMessage>${step}</operationMessage>` +
            element('shippingDeliveryItemDetailVO', { docId: s.trackingNumber, trackingUrl: `${origin}/yurtici/takip/${s.trackingNumber}` }) +
            `</shippingDeliveryDetailVO>`
          );
        });
        return `<ns:queryShipmentResponse ${ns}><ShippingDeliveryVO><outFlag>0</outFlag><count>${details.length}</count>${details.join('')}</ShippingDeliveryVO></ns:queryShipmentResponse>`;
      },
    },
    cancelShipment: {
      write: true,
      run(op) {
        const details = asList(op.cargoKeys as unknown).map((k) => {
          const key = textOf(k);
          const done = state.cancel('yurtici', key);
          if (done === 'unknown') return { cargoKey: key, errCode: UNKNOWN_KEY, errMessage: 'Kayıt bulunamadı', operationStatus: '' };
          if (done === 'pickedUp')
            return {
              cargoKey: key,
              errCode: PICKED_UP,
              errMessage: 'Kargo işlem gördüğü için iptal edilemez',
              operationStatus: state.stepOf(state.find('yurtici', key)!),
            };
          return { cargoKey: key, errCode: '', errMessage: '', operationStatus: 'ISC' };
        });
        return resultVo('cancelShipment', 'shippingCancelDetailVO', details);
      },
    },
  });
}
