import { createHash } from 'node:crypto';
import type { MikroRefusal } from '../../domain/mikro/transfers';
import { dec } from '../../domain/money/decimal';
import { ErpError, type ErpCardState, type ErpProvider } from './provider';

/**
 * Mikro's REST API ("MikroAPI", JSON over HTTP; docs/modules/mikro.md says what is assumed): every call is
 * `POST <url>/Api/APIMethods/<Method>` with `{ Mikro: { FirmaKodu, CalismaYili, ApiKey, KullaniciKodu, Sifre, … } }`,
 * `Sifre` being the MD5 of the day's date, a space and the password. The answer carries `StatusCode`, `IsError`,
 * `ErrorMessage` and `Data` (at the top or in `result[0]`). Unverified against a live Mikro (no credentials here).
 */
export interface MikroConfig {
  url: string;
  firmCode: string;
  workingYear: number;
  userCode: string;
  password: string;
  apiKey: string;
  timeoutMs?: number;
  /** the day the password is hashed with (Mikro's server's day); today in Türkiye unless given */
  today?: () => string;
}

/** Mikro's daily password: MD5 of "YYYY-MM-DD password", lower-case hex. */
export const mikroPassword = (password: string, day: string) => createHash('md5').update(`${day} ${password}`, 'utf8').digest('hex');

const turkeyToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

/** How Mikro's own (Turkish) error text reads in Defter's words (assumed from its messages). */
export function refusalOf(message: string): MikroRefusal {
  const m = message.toLocaleLowerCase('tr');
  if (/cari/.test(m) && /bulunamad|tanımsız|yok/.test(m)) return 'unknownAccount';
  if (/stok/.test(m) && /bulunamad|tanımsız|yok/.test(m)) return 'unknownStock';
  if (/vergi|kdv/.test(m)) return 'vat';
  if (/şifre|kullanıcı|yetki|api ?key|oturum/.test(m)) return 'credentials';
  return 'other';
}

/** Mikro's refusal of a document number it already holds (assumed wording). */
export const DUPLICATE_NUMBER = /evrak (numarası|no) zaten kayıtlı/i;

interface Answer {
  StatusCode?: number;
  IsError?: boolean;
  ErrorMessage?: string | null;
  Data?: unknown;
}

/** A decimal string as Mikro's JSON number: rounded exactly first, so the number printed is the decimal's own digits. */
const fixed = (v: string, places: number) => Number(dec(v).toFixed(places));

export function mikroApi(config: MikroConfig): ErpProvider {
  const base = config.url.replace(/\/+$/, '');

  async function call(method: string, payload: Record<string, unknown>): Promise<unknown> {
    const body = {
      Mikro: {
        FirmaKodu: config.firmCode,
        CalismaYili: String(config.workingYear),
        ApiKey: config.apiKey,
        KullaniciKodu: config.userCode,
        Sifre: mikroPassword(config.password, (config.today ?? turkeyToday)()),
        ...payload,
      },
    };
    let res: Response;
    try {
      res = await fetch(`${base}/Api/APIMethods/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
      });
    } catch (e) {
      throw new ErpError(`Mikro did not answer: ${e instanceof Error ? e.message : String(e)}`, false);
    }
    const raw = (await res.json().catch(() => null)) as (Answer & { result?: Answer[] }) | null;
    const answer: Answer | null = raw && Array.isArray(raw.result) ? (raw.result[0] ?? null) : raw;
    if (res.status >= 500 || !answer) throw new ErpError(`Mikro answered ${res.status}`, false);
    if (answer.IsError || res.status >= 400 || (answer.StatusCode !== undefined && answer.StatusCode >= 400)) {
      const message = String(answer.ErrorMessage || `Mikro answered ${answer.StatusCode ?? res.status}`);
      throw new ErpError(message, true, refusalOf(message), DUPLICATE_NUMBER.test(message));
    }
    return answer.Data;
  }

  const rowsOf = (data: unknown, key: string): Record<string, unknown>[] => {
    const d = data as Record<string, unknown> | unknown[] | null;
    const list = Array.isArray(d) ? d : d && Array.isArray(d[key]) ? (d[key] as unknown[]) : [];
    return list.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
  };
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

  return {
    async saveStockCard(card) {
      await call('StokKaydetV2', {
        stoklar: [
          {
            sto_kod: card.code,
            sto_isim: card.name,
            sto_kisa_ismi: card.name.slice(0, 25),
            sto_birim1_ad: card.unit,
            sto_perakende_vergi: card.vatCode,
            sto_toptan_vergi: card.vatCode,
            satis_fiyatlari: [{ sfiyat_listesirano: 1, sfiyat_fiyati: fixed(card.price, 4), sfiyat_doviz: 0 }],
          },
        ],
      });
    },
    async saveAccount(a) {
      await call('CariKaydetV2', {
        cari_liste: [
          {
            cari_kod: a.code,
            cari_unvan1: a.name,
            cari_vdaire_no: a.taxNumber,
            cari_vdaire_adi: a.taxOffice,
            cari_hareket_tipi: a.supplier ? 1 : 0,
            cari_doviz_cinsi: 0,
          },
        ],
      });
    },
    async stockCards(codes) {
      const data = await call('StokListesiV2', { StokKod: codes.join(';'), Size: String(codes.length), Index: '0' });
      return rowsOf(data, 'StokListesi').map((r): ErpCardState => ({
        code: str(r.sto_kod),
        name: str(r.sto_isim),
        price: r.sto_satis_fiyat1 === undefined ? null : str(r.sto_satis_fiyat1),
      }));
    },
    async accounts(codes) {
      const data = await call('CariListesiV2', { CariKod: codes.join(';'), Size: String(codes.length), Index: '0' });
      return rowsOf(data, 'CariListesi').map((r): ErpCardState => ({ code: str(r.cari_kod), name: str(r.cari_unvan1), price: null }));
    },
    async saveDocument(doc) {
      const invoice = doc.kind === 'invoice';
      const day = doc.date.split('-').reverse().join('.');
      const lines = doc.lines.map((l) =>
        invoice
          ? {
              cha_tarihi: day,
              cha_belge_tarih: day,
              cha_belge_no: doc.number,
              cha_kod: doc.accountCode,
              cha_tip: doc.sale ? 0 : 1,
              sth_stok_kod: l.stockCode,
              sth_miktar: fixed(l.quantity, 4),
              sth_tutar: fixed(l.total, 2),
              sth_vergi_pntr: l.vatCode,
              sth_giris_depo_no: doc.warehouseNo,
              sth_cikis_depo_no: doc.warehouseNo,
            }
          : {
              sip_tarih: day,
              sip_tip: doc.sale ? 0 : 1,
              sip_musteri_kod: doc.accountCode,
              sip_stok_kod: l.stockCode,
              sip_miktar: fixed(l.quantity, 4),
              sip_b_fiyat: fixed(l.unitPrice, 4),
              sip_tutar: fixed(l.total, 2),
              sip_vergi_pntr: l.vatCode,
              sip_depono: doc.warehouseNo,
            },
      );
      const data = await call(invoice ? 'FaturaKaydetV2' : 'SiparisKaydetV2', {
        evraklar: [
          { evrakno_seri: doc.series, evrakno_sira: doc.sequence, evrak_aciklamalari: [{ aciklama: doc.key }, { aciklama: doc.number }], satirlar: lines },
        ],
      });
      const [row] = rowsOf(data, 'Evraklar');
      if (!row) throw new ErpError('Mikro recorded the document but gave no number', false);
      return { number: `${str(row.evrakno_seri)}-${str(row.evrakno_sira)}` };
    },
    async findDocument(key, kind) {
      if (!/^[A-Z0-9]{1,20}$/.test(key)) throw new ErpError(`not a key of ours: ${key}`, true);
      const sql =
        kind === 'invoice'
          ? `SELECT TOP 1 cha_evrakno_seri AS evrakno_seri, cha_evrakno_sira AS evrakno_sira FROM CARI_HESAP_HAREKETLERI WHERE cha_aciklama = '${key}'`
          : `SELECT TOP 1 sip_evrakno_seri AS evrakno_seri, sip_evrakno_sira AS evrakno_sira FROM SIPARISLER WHERE sip_aciklama = '${key}'`;
      const [row] = rowsOf(await call('SqlVeriOkuV2', { SQLSorgu: sql }), 'SqlVeriOku');
      return row ? { number: `${str(row.evrakno_seri)}-${str(row.evrakno_sira)}` } : null;
    },
  };
}
