import { textOf } from '../server/cargo/soap';
import { PTT_DUPLICATE, PTT_NS, PTT_OK, PTT_PICKED_UP, PTT_UNKNOWN } from '../server/cargo/ptt';
import { element, soapService, type SandboxState, type Step } from './state';

/**
 * PTT Kargo's SOAP service `PttVeriYukleme/services/Sorgu` as the sandbox plays it (what src/server/cargo/ptt.ts
 * sends): kabulEkle2, referansSorgu and barkodVeriSil, each with its `input` and answering a `return` with hataKodu.
 */
const DURUM: Record<Step, string> = { NOP: 'VERI', IND: 'TRANSFER', DLV: 'TESLIM', RTN: 'IADE', ISC: 'IPTAL' };

export function pttService(state: SandboxState, user: { username: string; password: string }) {
  const ns = `xmlns:ns="${PTT_NS}"`;
  const answer = (operation: string, code: string, words: string, row?: Record<string, string>) =>
    `<ns:${operation}Response ${ns}><return><aciklama>${words}</aciklama><hataKodu>${code}</hataKodu>${row ? element('dongu', row) : ''}</return></ns:${operation}Response>`;
  const input = (op: Record<string, unknown>) => (op.input ?? {}) as Record<string, unknown>;
  return soapService(state, (op) => textOf(input(op).kullanici) === user.username && textOf(input(op).sifre) === user.password, {
    kabulEkle2: {
      write: true,
      run(op) {
        const row = (input(op).dongu ?? {}) as Record<string, unknown>;
        const key = textOf(row.musteriReferansNo);
        if (!/^[A-Za-z0-9-]{1,30}$/.test(key)) return answer('kabulEkle2', '2', 'Müşteri referans numarası geçersiz');
        if (!textOf(row.aliciAdi) || !textOf(row.aAdres)) return answer('kabulEkle2', '3', 'Alıcı adı ve adresi zorunludur');
        const { shipment, created } = state.create('ptt', key, textOf(row.rezerve1), textOf(row.aliciAdi));
        if (!created) return answer('kabulEkle2', PTT_DUPLICATE, 'Bu referans numarası ile kayıt var');
        return answer('kabulEkle2', PTT_OK, 'Başarılı', { donguSonuc: PTT_OK, donguAciklama: 'Başarılı', barkod: shipment.trackingNumber });
      },
    },
    referansSorgu: {
      write: false,
      run(op) {
        const s = state.find('ptt', textOf(input(op).referansNo));
        if (!s) return answer('referansSorgu', PTT_UNKNOWN, 'Kayıt bulunamadı');
        return answer('referansSorgu', PTT_OK, 'Başarılı', { barkod: s.trackingNumber, durum: DURUM[state.stepOf(s)], musteriReferansNo: s.key });
      },
    },
    barkodVeriSil: {
      write: true,
      run(op) {
        const barcode = textOf(input(op).barcode);
        const s = [...state.shipments.values()].find((x) => x.carrier === 'ptt' && x.trackingNumber === barcode);
        const done = s ? state.cancel('ptt', s.key) : 'unknown';
        if (done === 'unknown') return answer('barkodVeriSil', PTT_UNKNOWN, 'Barkod bulunamadı');
        if (done === 'pickedUp') return answer('barkodVeriSil', PTT_PICKED_UP, 'Kabulü yapılmış barkod silinemez');
        return answer('barkodVeriSil', PTT_OK, 'Başarılı');
      },
    },
  });
}
