/**
 * The module index (/modul, issue #32): the integrations that connect Defter to systems outside it, the one list
 * the index is drawn from. A module is listed once it works; the server says of each whether the company has set it
 * up and when it last ran (src/server/module-index).
 */
export const MODULES = [
  /** e-invoice, e-archive and e-waybill through the integrator the company chose (Uyumsoft, Mysoft, EDM, or the sandbox) */
  { id: 'edocuments', titleKey: 'moduleIndex.module.edocuments', path: '/modul/uyumsoftefatura/ayar' },
  /** card payments through the virtual POS */
  { id: 'virtualPos', titleKey: 'moduleIndex.module.virtualPos', path: '/modul/sanalpos/ayarlar' },
  /** the shared catalogue's publishing of prices and quantities */
  { id: 'catalogue', titleKey: 'moduleIndex.module.catalogue', path: '/modul/katalog/ayar' },
  /** stock cards, accounts and prices to and from CSV and Excel files */
  { id: 'dataTransfer', titleKey: 'moduleIndex.module.dataTransfer', path: '/sistem/aktarimservis' },
  /** the phones' stock counts, made drafts that correct the counted warehouse's stock */
  { id: 'mobile', titleKey: 'moduleIndex.module.mobile', path: '/modul/mobil/ayar' },
  /** the cargo carriers the company ships with (their own services or the sandbox carrier) */
  { id: 'cargo', titleKey: 'moduleIndex.module.cargo', path: '/sistem/kargotanimlari' },
  /** stock cards, current accounts and completed documents sent to Mikro ERP, and what Mikro changed read back */
  { id: 'mikro', titleKey: 'moduleIndex.module.mikro', path: '/modul/mikroerp/ayar' },
  /** orders pulled from the marketplace into sales orders, stock and prices pushed to it */
  { id: 'marketplace', titleKey: 'moduleIndex.module.marketplace', path: '/kibopazaryeri/ayar' },
  /** e-mail through an SMTP server and SMS through a provider: the events' messages to customers and members */
  { id: 'messages', titleKey: 'moduleIndex.module.messages', path: '/mesaj/ayar' },
  /** the public menu of a café's tables, and the guests' orders waiting on their bills */
  { id: 'qrMenu', titleKey: 'moduleIndex.module.qrMenu', path: '/qrmenu/ayar' },
] as const;

export type ModuleId = (typeof MODULES)[number]['id'];
