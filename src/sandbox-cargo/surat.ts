import { textOf } from '../server/cargo/soap';
import { SURAT_NS, SURAT_OK } from '../server/cargo/surat';
import { element, escapeXml, soapService, type SandboxState, type Step } from './state';

/**
 * Sürat Kargo's SOAP service `KargoWebService.asmx` as the sandbox plays it (what src/server/cargo/surat.ts sends):
 * GonderiyiKargoyaGonderYeni, OzelKargoTakipNoIleSorgula and GonderiIptal, answered with Sürat's texts.
 */
const DURUM: Record<Step, [string, string]> = {
  NOP: ['0', 'Gönderi bildirildi'],
  IND: ['2', 'Yolda'],
  DLV: ['4', 'Teslim edildi'],
  RTN: ['5', 'İade edildi'],
  ISC: ['6', 'İptal edildi'],
};

export function suratService(state: SandboxState, user: { username: string; password: string }) {
  const ns = `xmlns="${SURAT_NS}"`;
  const text = (operation: string, value: string) =>
    `<${operation}Response ${ns}><${operation}Result>${escapeXml(value)}</${operation}Result></${operation}Response>`;
  return soapService(state, (op) => textOf(op.KullaniciAdi) === user.username && textOf(op.Sifre) === user.password, {
    GonderiyiKargoyaGonderYeni: {
      write: true,
      run(op) {
        const g = (op.Gonderi ?? {}) as Record<string, unknown>;
        const key = textOf(g.OzelKargoTakipNo);
        if (!/^[A-Za-z0-9-]{1,30}$/.test(key)) return text('GonderiyiKargoyaGonderYeni', 'Özel kargo takip numarası geçersiz');
        if (!textOf(g.KisiKurum) || !textOf(g.AliciAdresi)) return text('GonderiyiKargoyaGonderYeni', 'Alıcı adı ve adresi zorunludur');
        const { created } = state.create('surat', key, textOf(g.ReferansNo), textOf(g.KisiKurum));
        return text('GonderiyiKargoyaGonderYeni', created ? SURAT_OK : 'Bu özel kargo takip numarası daha önce kullanılmış');
      },
    },
    OzelKargoTakipNoIleSorgula: {
      write: false,
      run(op) {
        const s = state.find('surat', textOf(op.OzelKargoTakipNo));
        const [code, words] = s ? DURUM[state.stepOf(s)] : ['', ''];
        const fields: Record<string, string> = s
          ? { IsError: 'false', Message: '', KargoTakipNo: s.trackingNumber, GonderiDurumKodu: code, GonderiDurumu: words }
          : { IsError: 'true', Message: 'Gönderi bulunamadı' };
        return `<OzelKargoTakipNoIleSorgulaResponse ${ns}>${element('OzelKargoTakipNoIleSorgulaResult', fields)}</OzelKargoTakipNoIleSorgulaResponse>`;
      },
    },
    GonderiIptal: {
      write: true,
      run(op) {
        const done = state.cancel('surat', textOf(op.OzelKargoTakipNo));
        return text('GonderiIptal', done === 'done' ? SURAT_OK : done === 'unknown' ? 'Gönderi bulunamadı' : 'Gönderi yola çıktığı için iptal edilemez');
      },
    },
  });
}
