import { describe, expect, it } from 'vitest';
import { findRoute, routePath } from '../../src/web/routes/routeTable';

describe('routes with an id', () => {
  it('resolve to the concrete path with its params, the same object each time', () => {
    const r = findRoute('/stok/duzen/42');
    expect(r?.pattern).toBe('/stok/duzen/{id}');
    expect(r?.path).toBe('/stok/duzen/42');
    expect(r?.params).toEqual({ id: '42' });
    expect(findRoute('/stok/duzen/42/')).toBe(r);
  });

  it('accept only a number as the id', () => {
    expect(findRoute('/stok/duzen/abc')).toBeUndefined();
    expect(findRoute('/stok/duzen')).toBeUndefined();
    expect(findRoute('/stok/duzen/1/2')).toBeUndefined();
  });

  it('leave fixed routes as they are', () => {
    expect(findRoute('/stok/list')?.pattern).toBeUndefined();
  });

  it('fill a pattern back in', () => {
    expect(routePath('/fis/fatura/satis/duzen/{id}', { id: 7 })).toBe('/fis/fatura/satis/duzen/7');
  });
});
