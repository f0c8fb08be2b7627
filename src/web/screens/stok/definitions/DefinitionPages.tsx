import type { ReactNode } from 'react';
import type { RouteDef } from '../../../../domain/navigation';
import { CategoryPage } from './CategoryPage';
import { LocationPage } from './LocationPage';
import { ManufacturerFormPage } from './ManufacturerFormPage';
import { ManufacturerListPage } from './ManufacturerListPage';
import { PersonFormPage } from './PersonFormPage';
import { PersonListPage } from './PersonListPage';
import { TypePage } from './TypePage';
import { WarehousePage } from './WarehousePage';

/** The stock definition page of a route (issue #4), or null when the route is another stock page. */
export function definitionPage(route: RouteDef): ReactNode | null {
  const id = route.params?.id ? Number(route.params.id) : undefined;
  switch (route.pattern ?? route.path) {
    case '/stok/kategori':
      return <CategoryPage path={route.path} />;
    case '/stok/tur':
      return <TypePage path={route.path} />;
    case '/stok/ambar':
      return <WarehousePage path={route.path} />;
    case '/stok/konum':
      return <LocationPage path={route.path} />;
    case '/stok/kisi':
      return <PersonListPage path={route.path} />;
    case '/stok/kisi/yeni':
    case '/stok/kisi/duzen/{id}':
      return <PersonFormPage route={route.path} id={id} />;
    case '/stok/uretici':
      return <ManufacturerListPage path={route.path} />;
    case '/stok/uretici/yeni':
    case '/stok/uretici/duzen/{id}':
      return <ManufacturerFormPage route={route.path} id={id} />;
    default:
      return null;
  }
}
