import { Hono, type Context } from 'hono';
import { mikroPassword } from '../server/mikro/mikro-api';
import { SANDBOX_MIKRO } from './credentials';

/**
 * The sandbox Mikro: answers the calls of Mikro's REST API that src/server/mikro/mikro-api.ts makes
 * (`POST /Api/APIMethods/<Method>` with `{ Mikro: { FirmaKodu, CalismaYili, ApiKey, KullaniciKodu, Sifre, … } }`) for the
 * companies on the sandbox (the demo) and for the tests, keeping in memory what it was sent. It refuses what Mikro
 * would: bad credentials, a document naming an account or stock code it does not have, a line with no VAT code, a
 * document number it already has. An admin may change a stock card's name or price, or an account's name, on Mikro's
 * side (POST /admin/stock, /admin/account), to be read back. POST /admin/faults makes it misbehave: drop (the work is
 * done, the answer lost), delay, duplicate (the request taken twice: the answer is the second's), fail (5xx).
 */
export interface MikroFaults {
  drop: number;
  delay: number;
  delayMs: number;
  duplicate: number;
  fail: number;
}

interface Stock {
  code: string;
  name: string;
  unit: string;
  vatCode: number;
  price: string;
  saves: number;
}
interface Account {
  code: string;
  name: string;
  taxNumber: string;
  saves: number;
}
interface SandboxDocument {
  kind: 'invoice' | 'order';
  series: string;
  sequence: number;
  key: string;
  number: string;
  accountCode: string;
  lines: number;
}

/** Mikro's VAT table as the sandbox has it: code → rate (a company maps its rates to these codes). */
const VAT_TABLE: Record<number, number> = { 0: 0, 1: 0, 2: 1, 3: 10, 4: 20, 5: 8, 6: 18 };
const NO_FAULTS: MikroFaults = { drop: 0, delay: 0, delayMs: 0, duplicate: 0, fail: 0 };
const share = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : 0);
const happens = (p: number) => p > 0 && Math.random() < p;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const day = (offset: number) => new Date(Date.now() + 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

interface Answer {
  result: { StatusCode: number; IsError: boolean; ErrorMessage: string | null; Data: unknown }[];
}
const answer = (data: unknown): Answer => ({ result: [{ StatusCode: 200, IsError: false, ErrorMessage: null, Data: data }] });
const refusal = (message: string, status = 400): Answer => ({ result: [{ StatusCode: status, IsError: true, ErrorMessage: message, Data: null }] });

export function mikroSandboxApp() {
  const stocks = new Map<string, Stock>();
  const accounts = new Map<string, Account>();
  const documents: SandboxDocument[] = [];
  let faults: MikroFaults = { ...NO_FAULTS };
  const app = new Hono();

  const authentic = (m: Record<string, unknown>) =>
    str(m.FirmaKodu) === SANDBOX_MIKRO.firmCode &&
    str(m.KullaniciKodu) === SANDBOX_MIKRO.userCode &&
    str(m.ApiKey) === SANDBOX_MIKRO.apiKey &&
    // the day is Mikro's: a caller a few hours off still logs in
    [-1, 0, 1].some((d) => mikroPassword(SANDBOX_MIKRO.password, day(d)) === str(m.Sifre));

  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : []);
  const codes = (v: unknown) =>
    str(v)
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean);

  function saveStock(m: Record<string, unknown>) {
    for (const s of list(m.stoklar)) {
      const code = str(s.sto_kod);
      if (!/^\S{1,25}$/.test(code)) return refusal('Stok kodu geçersiz');
      if (!str(s.sto_isim)) return refusal(`Stok adı zorunludur (${code})`);
      const vat = s.sto_perakende_vergi;
      if (typeof vat !== 'number' || !(vat in VAT_TABLE)) return refusal(`Vergi oranı tanımsız (${code})`);
      const price = str(list(s.satis_fiyatlari)[0]?.sfiyat_fiyati ?? '0');
      const known = stocks.get(code);
      stocks.set(code, { code, name: str(s.sto_isim), unit: str(s.sto_birim1_ad), vatCode: vat, price, saves: (known?.saves ?? 0) + 1 });
    }
    return answer({ Kaydedilen: list(m.stoklar).length });
  }

  function saveAccount(m: Record<string, unknown>) {
    for (const a of list(m.cari_liste)) {
      const code = str(a.cari_kod);
      if (!/^\S{1,25}$/.test(code)) return refusal('Cari kodu geçersiz');
      if (!str(a.cari_unvan1)) return refusal(`Cari unvanı zorunludur (${code})`);
      const known = accounts.get(code);
      accounts.set(code, { code, name: str(a.cari_unvan1), taxNumber: str(a.cari_vdaire_no), saves: (known?.saves ?? 0) + 1 });
    }
    return answer({ Kaydedilen: list(m.cari_liste).length });
  }

  function saveDocument(kind: 'invoice' | 'order', m: Record<string, unknown>) {
    const [evrak] = list(m.evraklar);
    if (!evrak) return refusal('Evrak bulunamadı');
    const series = str(evrak.evrakno_seri);
    const sequence = Number(evrak.evrakno_sira);
    if (!Number.isInteger(sequence) || sequence < 1) return refusal('Evrak sıra numarası geçersiz');
    const lines = list(evrak.satirlar);
    if (!lines.length) return refusal('Evrakta satır yok');
    const accountField = kind === 'invoice' ? 'cha_kod' : 'sip_musteri_kod';
    for (const [i, line] of lines.entries()) {
      const account = str(line[accountField]);
      if (!accounts.has(account)) return refusal(`Cari hesap bulunamadı: ${account}`);
      const stock = str(line[kind === 'invoice' ? 'sth_stok_kod' : 'sip_stok_kod']);
      if (!stocks.has(stock)) return refusal(`Stok kodu bulunamadı: ${stock}`);
      const vat = line[kind === 'invoice' ? 'sth_vergi_pntr' : 'sip_vergi_pntr'];
      if (typeof vat !== 'number' || !(vat in VAT_TABLE)) return refusal(`Vergi oranı tanımsız (satır ${i + 1})`);
    }
    if (documents.some((d) => d.kind === kind && d.series === series && d.sequence === sequence)) return refusal('Bu evrak numarası zaten kayıtlı');
    const key = str(list(evrak.evrak_aciklamalari)[0]?.aciklama);
    const doc = { kind, series, sequence, key, number: `${series}-${sequence}`, accountCode: str(lines[0]![accountField]), lines: lines.length };
    documents.push(doc);
    return answer({ Evraklar: [{ evrakno_seri: series, evrakno_sira: sequence }] });
  }

  function readSql(m: Record<string, unknown>) {
    const sql = str(m.SQLSorgu);
    const key = /_aciklama = '([A-Z0-9]{1,20})'/.exec(sql)?.[1];
    const kind = /CARI_HESAP_HAREKETLERI/.test(sql) ? 'invoice' : /SIPARISLER/.test(sql) ? 'order' : null;
    if (!key || !kind) return refusal('Sandbox yalnız evrak anahtarı sorgusunu yanıtlar');
    const found = documents.find((d) => d.kind === kind && d.key === key);
    return answer({ SqlVeriOku: found ? [{ evrakno_seri: found.series, evrakno_sira: found.sequence }] : [] });
  }

  const METHODS: Record<string, { write: boolean; run: (m: Record<string, unknown>) => Answer }> = {
    StokKaydetV2: { write: true, run: saveStock },
    CariKaydetV2: { write: true, run: saveAccount },
    FaturaKaydetV2: { write: true, run: (m) => saveDocument('invoice', m) },
    SiparisKaydetV2: { write: true, run: (m) => saveDocument('order', m) },
    StokListesiV2: {
      write: false,
      run: (m) =>
        answer({
          StokListesi: codes(m.StokKod)
            .map((c) => stocks.get(c))
            .filter((s): s is Stock => !!s)
            .map((s) => ({ sto_kod: s.code, sto_isim: s.name, sto_birim1_ad: s.unit, sto_perakende_vergi: s.vatCode, sto_satis_fiyat1: s.price })),
        }),
    },
    CariListesiV2: {
      write: false,
      run: (m) =>
        answer({
          CariListesi: codes(m.CariKod)
            .map((c) => accounts.get(c))
            .filter((a): a is Account => !!a)
            .map((a) => ({ cari_kod: a.code, cari_unvan1: a.name, cari_vdaire_no: a.taxNumber })),
        }),
    },
    SqlVeriOkuV2: { write: false, run: readSql },
  };

  async function service(c: Context) {
    // the request is read whole first: a caller gone while Mikro takes its time does not stop the work
    const body = (await c.req.json().catch(() => null)) as { Mikro?: Record<string, unknown> } | null;
    if (happens(faults.delay)) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (happens(faults.fail)) return c.json({ Message: 'sandbox: temporary failure' }, 503);
    const method = METHODS[c.req.param('method')!];
    if (!method) return c.json(refusal('Bilinmeyen metot', 404), 404);
    const m = body?.Mikro;
    if (!m) return c.json(refusal('Geçersiz istek'), 400);
    if (!authentic(m)) return c.json(refusal('Kullanıcı adı veya şifre hatalı', 401), 401);
    let out = method.run(m);
    // the request arrived twice: the caller gets the second one's answer
    if (method.write && happens(faults.duplicate)) out = method.run(m);
    // the work is done, the answer is lost on the way back
    if (method.write && happens(faults.drop)) {
      (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
      return new Response(null, { status: 500 });
    }
    return c.json(out);
  }

  app.post('/Api/APIMethods/:method', service);
  app.get('/Api/APIMethods/HealthCheck', (c) => c.json({ ApiStatus: 'Up', StatusCode: 200 }));

  app.get('/admin/faults', (c) => c.json(faults));
  app.post('/admin/faults', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    faults = {
      drop: share(b.drop),
      delay: share(b.delay),
      delayMs: typeof b.delayMs === 'number' && b.delayMs >= 0 ? Math.min(b.delayMs, 60_000) : 0,
      duplicate: share(b.duplicate),
      fail: share(b.fail),
    };
    return c.json(faults);
  });
  app.get('/admin/stock', (c) => c.json([...stocks.values()]));
  app.get('/admin/accounts', (c) => c.json([...accounts.values()]));
  app.get('/admin/documents', (c) => c.json(documents));
  // a Mikro user changes a card on Mikro's side
  app.post('/admin/stock', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const s = stocks.get(str(b.code));
    if (!s) return c.json({ error: 'unknown stock code' }, 404);
    if (typeof b.name === 'string' && b.name) s.name = b.name;
    if (typeof b.price === 'string' && /^\d+(\.\d+)?$/.test(b.price)) s.price = b.price;
    return c.json(s);
  });
  app.post('/admin/account', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const a = accounts.get(str(b.code));
    if (!a) return c.json({ error: 'unknown account code' }, 404);
    if (typeof b.name === 'string' && b.name) a.name = b.name;
    return c.json(a);
  });
  return app;
}
