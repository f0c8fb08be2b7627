import type { CarrierStatus } from '../../domain/cargo/carriers';
import { CargoError, type CarrierProvider, type CarrierShipment } from './provider';
import { soapCall, soapRequest, textOf } from './soap';

/**
 * PTT Kargo's SOAP service `PttVeriYukleme/services/Sorgu` (namespace kabul.ptt.gov.tr; docs/modules/cargo.md says
 * what is assumed): kabulEkle2 (a `dongu` row under our key as `musteriReferansNo`, PTT giving the barcode),
 * referansSorgu (the shipment of our key) and barkodVeriSil (PTT's cancel of a barcode not yet accepted at a counter).
 * Every answer has `hataKodu` (1: done) and `aciklama`. Unverified against the live service.
 */
export const PTT_URLS = {
  test: 'https://pttws.ptt.gov.tr/PttVeriYuklemeTest/services/Sorgu',
  live: 'https://pttws.ptt.gov.tr/PttVeriYukleme/services/Sorgu',
} as const;
export const PTT_NS = 'http://kabul.ptt.gov.tr';
export const PTT_OK = '1';
/** hataKodu of a musteriReferansNo PTT already has (assumed). */
export const PTT_DUPLICATE = '21';
/** hataKodu of a barcode accepted at a counter, which no longer cancels (assumed). */
export const PTT_PICKED_UP = '31';
/** hataKodu of a reference or barcode PTT does not know (assumed). */
export const PTT_UNKNOWN = '40';

/**
 * PTT's `durum` in Defter's words (assumed): VERI the data is in (not picked up), KABUL accepted at a counter,
 * TRANSFER and DAGITIM on the way, TESLIM delivered, IADE returned, IPTAL cancelled.
 */
export function pttStatus(code: string): CarrierStatus {
  if (code === 'TESLIM') return 'delivered';
  if (code === 'IADE') return 'returned';
  if (code === 'IPTAL') return 'cancelled';
  return code === '' || code === 'VERI' ? 'accepted' : 'inTransit';
}

export const pttTrackingPage = (n: string) => `https://gonderitakip.ptt.gov.tr/Track/Verify?q=${encodeURIComponent(n)}`;

interface PttConfig {
  url: string;
  username: string;
  password: string;
  /** PTT's customer number (musteriId) */
  customerId: string;
  trackingPage?: (trackingNumber: string) => string;
  timeoutMs?: number;
}

type Xml = Record<string, unknown>;

export function pttCarrier(config: PttConfig): CarrierProvider {
  const page = config.trackingPage ?? pttTrackingPage;
  const login = { kullanici: config.username, sifre: config.password, musteriId: config.customerId };
  const call = async (operation: string, input: Parameters<typeof soapRequest>[2]) => {
    const { value } = await soapCall(config.url, `${PTT_NS}/${operation}`, soapRequest(PTT_NS, operation, { input }), config.timeoutMs);
    return (value.return ?? {}) as Xml;
  };

  async function find(key: string): Promise<CarrierShipment | null> {
    const r = await call('referansSorgu', { ...login, referansNo: key });
    const code = textOf(r.hataKodu);
    if (code === PTT_UNKNOWN) return null;
    if (code !== PTT_OK) throw new CargoError(`PTT referansSorgu: ${textOf(r.aciklama) || code}`, true);
    const d = (r.dongu ?? {}) as Xml;
    const trackingNumber = textOf(d.barkod) || null;
    return { key, trackingNumber, trackingUrl: trackingNumber ? page(trackingNumber) : null, status: pttStatus(textOf(d.durum)) };
  }

  return {
    find,
    async create(s) {
      const r = await call('kabulEkle2', {
        ...login,
        dosyaAdi: `DEFTER-${s.key}`,
        gonderiTip: 'NORMAL',
        gonderiTur: 'KARGO',
        dongu: {
          musteriReferansNo: s.key,
          aliciAdi: s.receiver.name,
          aAdres: s.receiver.address,
          aliciIlAdi: s.receiver.city,
          aliciIlceAdi: s.receiver.district,
          aliciSms: s.receiver.phone,
          aliciVergiNo: s.receiver.taxNumber || null,
          barkodNo: '',
          desi: 1,
          agirlik: 1,
          adet: s.packageCount,
          odemesekli: 'GONDERICI',
          rezerve1: s.reference,
          aciklama: s.description,
        },
      });
      const row = (r.dongu ?? {}) as Xml;
      const code = textOf(r.hataKodu);
      const rowCode = textOf(row.donguSonuc);
      if (code === PTT_DUPLICATE || rowCode === PTT_DUPLICATE) throw new CargoError(`PTT: musteriReferansNo ${s.key} exists`, true, 'duplicate');
      if (code !== PTT_OK || (rowCode && rowCode !== PTT_OK))
        throw new CargoError(`PTT kabulEkle2: ${textOf(row.donguAciklama) || textOf(r.aciklama) || code || 'refused'}`, true);
      return (await find(s.key)) ?? { key: s.key, trackingNumber: null, trackingUrl: null, status: 'accepted' };
    },
    async cancel(key) {
      // PTT cancels by its barcode: the shipment of our key is asked for it first
      const found = await find(key);
      if (!found?.trackingNumber) throw new CargoError(`PTT: ${key} unknown`, true, 'notFound');
      const r = await call('barkodVeriSil', { ...login, dosyaAdi: `DEFTER-${key}`, barcode: found.trackingNumber });
      const code = textOf(r.hataKodu);
      if (code === PTT_PICKED_UP) throw new CargoError(`PTT: ${key} was picked up`, true, 'pickedUp');
      if (code === PTT_UNKNOWN) throw new CargoError(`PTT: ${key} unknown`, true, 'notFound');
      if (code !== PTT_OK) throw new CargoError(`PTT barkodVeriSil: ${textOf(r.aciklama) || code}`, true);
    },
  };
}
