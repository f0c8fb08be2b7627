import type { CarrierStatus } from '../../domain/cargo/carriers';
import { CargoError, type CarrierProvider, type CarrierShipment } from './provider';
import { soapCall, soapRequest, textOf } from './soap';

/**
 * Sürat Kargo's SOAP service `KargoWebService.asmx` (namespace tempuri; docs/modules/cargo.md says what is assumed):
 * GonderiyiKargoyaGonderYeni (a Gonderi under our key as `OzelKargoTakipNo`, answered "Tamam" or an error text),
 * OzelKargoTakipNoIleSorgula (the shipment of our key) and GonderiIptal. Unverified against the live service.
 */
export const SURAT_URLS = {
  test: 'https://wstest.suratkargo.com.tr/KargoWebService.asmx',
  live: 'https://ws.suratkargo.com.tr/KargoWebService.asmx',
} as const;
export const SURAT_NS = 'http://tempuri.org/';
/** Sürat answers with texts: "Tamam" is done; these words mark a key it has, a pick-up and an unknown key (assumed). */
export const SURAT_OK = 'Tamam';
export const SURAT_DUPLICATE = 'daha önce kullanılmış';
export const SURAT_PICKED_UP = 'iptal edilemez';
export const SURAT_UNKNOWN = 'bulunamadı';

/**
 * Sürat's GonderiDurumKodu in Defter's words (assumed): 0 the shipment is announced (not picked up), 1 to 3 taken,
 * on the way, out for delivery, 4 delivered, 5 returned, 6 cancelled.
 */
export function suratStatus(code: string): CarrierStatus {
  if (code === '4') return 'delivered';
  if (code === '5') return 'returned';
  if (code === '6') return 'cancelled';
  return code === '' || code === '0' ? 'accepted' : 'inTransit';
}

export const suratTrackingPage = (n: string) => `https://suratkargo.com.tr/KargoTakip/?kargotakipno=${encodeURIComponent(n)}`;

interface SuratConfig {
  url: string;
  username: string;
  password: string;
  trackingPage?: (trackingNumber: string) => string;
  timeoutMs?: number;
}

export function suratCarrier(config: SuratConfig): CarrierProvider {
  const page = config.trackingPage ?? suratTrackingPage;
  const credentials = { KullaniciAdi: config.username, Sifre: config.password };
  const call = async (operation: string, fields: Parameters<typeof soapRequest>[2]) =>
    (await soapCall(config.url, `${SURAT_NS}${operation}`, soapRequest(SURAT_NS, operation, fields, true), config.timeoutMs)).value;

  async function find(key: string): Promise<CarrierShipment | null> {
    const value = await call('OzelKargoTakipNoIleSorgula', { ...credentials, OzelKargoTakipNo: key });
    const r = (value.OzelKargoTakipNoIleSorgulaResult ?? {}) as Record<string, unknown>;
    if (textOf(r.IsError) === 'true') {
      if (textOf(r.Message).includes(SURAT_UNKNOWN)) return null;
      throw new CargoError(`Sürat: ${textOf(r.Message)}`, true);
    }
    const trackingNumber = textOf(r.KargoTakipNo) || null;
    return { key, trackingNumber, trackingUrl: trackingNumber ? page(trackingNumber) : null, status: suratStatus(textOf(r.GonderiDurumKodu)) };
  }

  return {
    find,
    async create(s) {
      const value = await call('GonderiyiKargoyaGonderYeni', {
        ...credentials,
        Gonderi: {
          KisiKurum: s.receiver.name,
          AliciAdresi: s.receiver.address,
          Il: s.receiver.city,
          Ilce: s.receiver.district,
          TelefonCep: s.receiver.phone,
          AliciKodu: s.receiver.taxNumber || null,
          KargoTuru: 3,
          OdemeTipi: 1,
          ReferansNo: s.reference,
          OzelKargoTakipNo: s.key,
          Adet: s.packageCount,
          BirimDesi: 1,
          BirimKg: 1,
          KargoIcerigi: s.description,
          KapidanOdemeTahsilatTipi: 0,
          KapidanOdemeTutari: 0,
          TasimaSekli: 1,
          TeslimSekli: 1,
          GonderiSekli: 0,
        },
      });
      const answer = textOf(value.GonderiyiKargoyaGonderYeniResult);
      if (answer.includes(SURAT_DUPLICATE)) throw new CargoError(`Sürat: OzelKargoTakipNo ${s.key} exists`, true, 'duplicate');
      if (answer !== SURAT_OK) throw new CargoError(`Sürat GonderiyiKargoyaGonderYeni: ${answer || 'refused'}`, true);
      return (await find(s.key)) ?? { key: s.key, trackingNumber: null, trackingUrl: null, status: 'accepted' };
    },
    async cancel(key) {
      const answer = textOf((await call('GonderiIptal', { ...credentials, OzelKargoTakipNo: key })).GonderiIptalResult);
      if (answer.includes(SURAT_PICKED_UP)) throw new CargoError(`Sürat: ${key} was picked up`, true, 'pickedUp');
      if (answer.includes(SURAT_UNKNOWN)) throw new CargoError(`Sürat: ${key} unknown`, true, 'notFound');
      if (answer !== SURAT_OK) throw new CargoError(`Sürat GonderiIptal: ${answer}`, true);
    },
  };
}
