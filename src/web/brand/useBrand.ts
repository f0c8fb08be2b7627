import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BRANDS } from '../../domain/brand';
import { api } from '../api/client';
import { brandSchema, type BrandInfo } from '../api/schemas';

const FALLBACK: BrandInfo = { ...BRANDS.default };

/** GET /api/brand (public, chosen by Host); sets the favicon. Until it answers the default brand is used. */
export function useBrand(): BrandInfo {
  const q = useQuery({
    queryKey: ['brand'],
    queryFn: async () => brandSchema.parse(await api<unknown>('/brand', { isPublic: true })),
    staleTime: Infinity,
    retry: 1,
  });
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
