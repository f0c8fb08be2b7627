import { useEffect } from 'react';
import { BRANDS } from '../../domain/brand';
import type { BrandInfo } from '../../domain/schemas/company';
import { useBrandQuery } from '../api/fetchBrand';

const FALLBACK: BrandInfo = { ...BRANDS.default };

/** GET /api/brand (public, chosen by Host); sets the favicon. Until it answers the default brand is used. */
export function useBrand(): BrandInfo {
  const q = useBrandQuery();
  const brand = q.data ?? FALLBACK;
  useEffect(() => {
    if (!brand.favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link#favicon');
    if (!link) {
      link = document.createElement('link');
      link.id = 'favicon';
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = brand.favicon;
  }, [brand.favicon]);
  return brand;
}
