export interface Brand {
  key: 'default' | 'library' | 'sahaf';
  name: string;
  color: string;
  favicon: string;
  logo: string;
  email: string;
  phone: string;
  /** the menu section a user of this brand sees first, when their roles open it (the library brand: the library) */
  leadSection?: string;
}

export const BRANDS: Record<Brand['key'], Brand> = {
  default: {
    key: 'default',
    name: 'Defter',
    color: '#2d72d2',
    favicon: '/brand/defter.svg',
    logo: '/brand/defter-logo.svg',
    email: 'destek@defter.app',
    phone: '+90 212 000 00 00',
  },
  library: {
    key: 'library',
    name: 'Defter Kütüphane',
    color: '#238551',
    favicon: '/brand/kutuphane.svg',
    logo: '/brand/kutuphane-logo.svg',
    email: 'kutuphane@defter.app',
    phone: '+90 212 000 00 01',
    leadSection: 'kutuphane',
  },
  sahaf: {
    key: 'sahaf',
    name: 'Defter Sahaf',
    color: '#935610',
    favicon: '/brand/sahaf.svg',
    logo: '/brand/sahaf-logo.svg',
    email: 'sahaf@defter.app',
    phone: '+90 212 000 00 02',
  },
};

const LIBRARY_KEYWORDS = ['kutuphane', 'kütüphane', 'library'];
const PRODUCT_KEYWORD = 'sahaf';

/** Spec §1: the brand is chosen by host name: library keyword, then the product keyword, else default. */
export function brandForHost(host: string | undefined | null): Brand {
  const h = (host ?? '').toLowerCase().split(':')[0] ?? '';
  if (LIBRARY_KEYWORDS.some((k) => h.includes(k))) return BRANDS.library;
  if (h.includes(PRODUCT_KEYWORD)) return BRANDS.sahaf;
  return BRANDS.default;
}
