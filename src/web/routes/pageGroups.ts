import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from '../../domain/navigation';

export interface PageProps {
  route: RouteDef;
}
type PageModule = { default: ComponentType<PageProps> };

/**
 * One lazily loaded chunk per route group of src/domain/navigation.ts. A group module receives the route
 * and renders its page (most are placeholders until their issue fills them).
 */
const loaders: Record<string, () => Promise<PageModule>> = {
  home: () => import('../screens/home/HomePages'),
  stok: () => import('../screens/stok/StokPages'),
  cari: () => import('../screens/cari/CariPages'),
  fis: () => import('../screens/fis/FisPages'),
  pos: () => import('../screens/pos/PosPages'),
  siparis: () => import('../screens/siparis/SiparisPages'),
  kasa: () => import('../screens/kasa/KasaPages'),
  ceksenet: () => import('../screens/ceksenet/CeksenetPages'),
  kutuphane: () => import('../screens/kutuphane/KutuphanePages'),
  kurum: () => import('../screens/kurum/KurumPages'),
  sahaf: () => import('../screens/sahaf/SahafPages'),
  rapor: () => import('../screens/rapor/RaporPages'),
  denetim: () => import('../screens/denetim/DenetimPages'),
  not: () => import('../screens/not/NotPages'),
  is: () => import('../screens/not/JobPages'),
  sistem: () => import('../screens/sistem/SistemPages'),
  efatura: () => import('../screens/efatura/EfaturaPages'),
  komisyon: () => import('../screens/komisyon/KomisyonPages'),
  katalog: () => import('../screens/katalog/KatalogPages'),
  b2b: () => import('../screens/b2b/B2bPages'),
  kargo: () => import('../screens/kargo/KargoPages'),
  mikro: () => import('../screens/mikro/MikroPages'),
  pazaryeri: () => import('../screens/pazaryeri/PazaryeriPages'),
  mesaj: () => import('../screens/mesaj/MesajPages'),
};

const cache = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();
const loaderOf = (group: string) => loaders[group] ?? (() => import('../screens/common/PlaceholderGroup'));

/** Starts loading a group's chunk before it renders; `lazy` later gets the same module. */
export function preloadPageGroup(group: string): void {
  loaderOf(group)().catch(() => undefined);
}

export function pageGroup(group: string): LazyExoticComponent<ComponentType<PageProps>> {
  let c = cache.get(group);
  if (!c) {
    c = lazy(loaderOf(group));
    cache.set(group, c);
  }
  return c;
}

export const LoginScreen = lazy(() => import('../screens/auth/LoginScreen'));
export const PasswordRenewalScreen = lazy(() => import('../screens/auth/PasswordRenewalScreen'));
export const ForgotPasswordScreen = lazy(() => import('../screens/auth/ForgotPasswordScreen'));
export const ResetPasswordScreen = lazy(() => import('../screens/auth/ResetPasswordScreen'));
export const ReaderArea = lazy(() => import('../screens/okuyucu/ReaderArea'));
export const ShopArea = lazy(() => import('../screens/magaza/ShopArea'));
export const MenuArea = lazy(() => import('../screens/menu/MenuArea'));
