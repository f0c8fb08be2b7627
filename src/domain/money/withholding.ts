/**
 * KDV tevkifat (VAT withholding) and exemption codes of the GİB UBL-TR code list (UBL-TR_Codelist.xml
 * 1.2.1), and the VAT rates a computation accepts.
 *
 * Withholding: the buyer pays part of the VAT straight to the tax office, so the seller's invoice shows
 * the whole VAT and then withholds `percent` of it. GİB writes the share as tenths ("9/10" for 90 %);
 * a code allows only the shares listed for it (606 → 9/10, 603 → 5/10 or 7/10, 801–825 → 10/10).
 */

/** Allowed withholding percents per code (UBL-TR code list `WithholdingTaxTypeWithPercent`). 801–825 are full withholding. */
export const WITHHOLDING_PERCENTS: Readonly<Record<string, readonly number[]>> = Object.freeze({
  '601': [30, 40],
  '602': [90],
  '603': [50, 70],
  '604': [50],
  '605': [50],
  '606': [90],
  '607': [90],
  '608': [90],
  '609': [50, 70],
  '610': [90],
  '611': [90],
  '612': [70, 90],
  '613': [70, 90],
  '614': [50],
  '615': [50, 70],
  '616': [50],
  '617': [70],
  '618': [70],
  '619': [70],
  '620': [70],
  '621': [90],
  '622': [90],
  '623': [50],
  '624': [20],
  '625': [30],
  '626': [20],
  '627': [40, 50],
  ...Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(801 + i), [100]])),
});

/**
 * 650 "Diğerleri" (any other withholding the law orders, at the share it orders): GİB's code list gives it its shares
 * (`WithholdingTaxTypeWithPercent`) but, in this release, not a place among the withholding codes (`WithholdingTaxType`),
 * so GİB's schematron refuses an invoice naming it. Defter knows its shares and wording and refuses it on a line
 * until GİB lists the code; then it moves into WITHHOLDING_PERCENTS.
 */
export const WITHHOLDING_SHARES_NOT_CODES: Readonly<Record<string, readonly number[]>> = Object.freeze({ '650': [20, 30, 50, 70, 90] });

const PARTIAL_NAMES: Readonly<Record<string, string>> = {
  '601': 'Yapım İşleri ile Bu İşlerle Birlikte İfa Edilen Mühendislik-Mimarlık ve Etüt-Proje Hizmetleri',
  '602': 'Etüt, Plan-Proje, Danışmanlık, Denetim ve Benzeri Hizmetler',
  '603': 'Makine, Teçhizat, Demirbaş ve Taşıtlara Ait Tadil, Bakım ve Onarım Hizmetleri',
  '604': 'Yemek Servis Hizmeti',
  '605': 'Organizasyon Hizmeti',
  '606': 'İşgücü Temin Hizmetleri',
  '607': 'Özel Güvenlik Hizmeti',
  '608': 'Yapı Denetim Hizmetleri',
  '609': 'Fason Olarak Yaptırılan Tekstil ve Konfeksiyon İşleri, Çanta ve Ayakkabı Dikim İşleri ve Bu İşlere Aracılık Hizmetleri',
  '610': 'Turistik Mağazalara Verilen Müşteri Bulma / Götürme Hizmetleri',
  '611': 'Spor Kulüplerinin Yayın, Reklam ve İsim Hakkı Gelirlerine Konu İşlemleri',
  '612': 'Temizlik Hizmeti',
  '613': 'Çevre ve Bahçe Bakım Hizmetleri',
  '614': 'Servis Taşımacılığı Hizmeti',
  '615': 'Her Türlü Baskı ve Basım Hizmetleri',
  '616': '5018 Sayılı Kanuna Ekli Cetvellerdeki İdare, Kurum ve Kuruşlara Yapılan Diğer Hizmetler',
  '617': 'Hurda Metalden Elde Edilen Külçe Teslimleri',
  '618': 'Hurda Metalden Elde Edilenler Dışındaki Bakır, Çinko ve Alüminyum Külçe Teslimleri',
  '619': 'Bakır, Çinko ve Alüminyum Ürünlerinin Teslimi',
  '620': 'İstisnadan Vazgeçenlerin Hurda ve Atık Teslimi',
  '621': 'Metal, Plastik, Lastik, Kauçuk, Kâğıt ve Cam Hurda ve Atıklardan Elde Edilen Hammadde Teslimi',
  '622': 'Pamuk, Tiftik, Yün ve Yapağı ile Ham Post ve Deri Teslimleri',
  '623': 'Ağaç ve Orman Ürünleri Teslimi',
  '624': 'Yük Taşımacılığı Hizmeti',
  '625': 'Ticari Reklam Hizmetleri',
  '626': 'Diğer Teslimler',
  '627': 'Demir-Çelik Ürünlerinin Teslimi',
  '650': 'Diğerleri',
};

/** The partial codes whose work a full withholding (801–825, to the public administrations of law 5018) repeats, in GİB's order. */
const FULL_OF = [
  '601',
  '602',
  '603',
  '604',
  '605',
  '606',
  '607',
  '608',
  '609',
  '610',
  '611',
  '612',
  '613',
  '614',
  '615',
  '617',
  '618',
  '619',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '627',
];

/** GİB's name of each withholding code (UBL-TR Kod Listeleri, KDV tevkifat), which the UBL writes as the tax scheme's name. */
export const WITHHOLDING_NAMES: Readonly<Record<string, string>> = Object.freeze({
  ...PARTIAL_NAMES,
  ...Object.fromEntries(FULL_OF.map((code, i) => [String(801 + i), `${PARTIAL_NAMES[code]!} (Tam Tevkifat)`])),
});

/** A withholding code as GİB names it: "601 Yapım İşleri …" (the code alone for one GİB does not list). */
export const withholdingName = (code: string): string => (Object.hasOwn(WITHHOLDING_NAMES, code) ? `${code} ${WITHHOLDING_NAMES[code]!}` : code);

/** Invoice types (InvoiceTypeCode) on which a withholding may appear. */
export const WITHHOLDING_ALLOWED_TYPES = ['TEVKIFAT', 'YTBTEVKIFAT', 'IADE', 'YTBIADE', 'SGK', 'SARJ', 'SARJANLIK'] as const;

export function isWithholdingCode(code: unknown): code is string {
  return typeof code === 'string' && Object.hasOwn(WITHHOLDING_PERCENTS, code);
}

/** The percents a withholding code allows ([] for an unknown code). */
export function withholdingPercents(code: string): readonly number[] {
  return isWithholdingCode(code) ? WITHHOLDING_PERCENTS[code]! : [];
}

export function isAllowedWithholding(code: string, percent: number): boolean {
  return withholdingPercents(code).includes(percent);
}

/** The share as GİB prints it: 90 → "9/10", 100 → "10/10". Only whole tenths exist in the list. */
export function withholdingRatio(percent: number): string {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100 || percent % 10 !== 0) throw new RangeError(`not a withholding share in tenths: ${percent}`);
  return `${percent / 10}/10`;
}

/** "9/10" → 90; null for anything that is not n/10 with 0 ≤ n ≤ 10. */
export function percentOfRatio(ratio: string): number | null {
  const m = /^\s*(\d{1,2})\s*\/\s*10\s*$/.exec(ratio);
  if (!m) return null;
  const n = Number(m[1]);
  return n <= 10 ? n * 10 : null;
}

/**
 * KDV exemption reasons (TaxExemptionReasonCode) a 0 % line must carry. The fixture code list has no
 * exemption section; these are a few codes of the GİB list (KDV istisna / muafiyet sebep kodları),
 * with 351 for a 0 % line that is not an exemption at all. Extend from the official list when needed.
 */
export const VAT_EXEMPTION_CODES: Readonly<Record<string, string>> = Object.freeze({
  '301': '11/1-a Mal ihracatı',
  '302': '11/1-a Hizmet ihracatı',
  '350': 'Diğerleri',
  '351': 'KDV – İstisna olmayan diğer',
});

export function isVatExemptionCode(code: unknown): code is string {
  return typeof code === 'string' && Object.hasOwn(VAT_EXEMPTION_CODES, code);
}

/**
 * KDV rates by period (Presidential Decree 7346, in force 2023-07-10): 1/10/20 from then on, 1/8/18
 * before. 0 is not a rate of its own but an exempt line (with an exemption code).
 */
export const KDV_RATE_PERIODS = [
  { from: '2023-07-10', until: null, rates: [1, 10, 20] },
  { from: null, until: '2023-07-09', rates: [1, 8, 18] },
] as const;

/** The KDV rates in force on an ISO day ("2023-07-10"), without the exempt 0. */
export function kdvRatesOn(day: string): readonly number[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not an ISO day: ${day}`);
  return day >= '2023-07-10' ? KDV_RATE_PERIODS[0].rates : KDV_RATE_PERIODS[1].rates;
}

/**
 * Rates a document-totals computation accepts: today's (0 exempt, 1, 10, 20) and the historical 8 and
 * 18 that older documents and the GİB samples use. New receipts are limited by totals.ts VAT_RATES.
 */
export const COMPUTATION_VAT_RATES = [0, 1, 8, 10, 18, 20] as const;
