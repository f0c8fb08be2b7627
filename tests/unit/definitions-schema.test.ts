import { describe, expect, it } from 'vitest';
import { DEFINITION_BODIES, locationBody } from '../../src/domain/schemas/definitions';
import { categoryTree } from '../../src/web/screens/stok/definitions/categoryTree';

/** The definitions' bodies (src/domain/schemas/definitions.ts) and the category tree of /stok/kategori. */

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('definition bodies', () => {
  it('trims the name, reads ids and years typed as text, orders roles, treats blanks as absent', () => {
    expect(DEFINITION_BODIES.category.parse({ name: '  Roman ', parentId: '' })).toEqual({ name: 'Roman' });
    expect(DEFINITION_BODIES.category.parse({ name: 'Polisiye', parentId: '12' })).toEqual({ name: 'Polisiye', parentId: 12 });
    expect(DEFINITION_BODIES.person.parse({ name: 'Orhan Pamuk', roles: ['editor', 'author', 'editor'], birthYear: '1952', note: ' ' })).toEqual({
      name: 'Orhan Pamuk',
      roles: ['author', 'editor'],
      birthYear: 1952,
    });
    expect(DEFINITION_BODIES.manufacturer.parse({ name: 'YKY', taxNumber: '001 021 3576', website: 'https://www.yky.com.tr/kitap?x=1' })).toEqual({
      name: 'YKY',
      isPublisher: false,
      taxNumber: '0010213576',
      website: 'https://www.yky.com.tr/kitap?x=1',
    });
  });

  it('answers one message per invalid field', () => {
    expect(messages(DEFINITION_BODIES.person.safeParse({ name: 'x', roles: [] }))).toEqual({ roles: 'validation.rolesRequired' });
    expect(messages(DEFINITION_BODIES.person.safeParse({ name: 'x', roles: ['painter'], birthYear: 999 }))).toEqual({
      roles: 'validation.invalid',
      birthYear: 'validation.birthYear',
    });
    expect(messages(DEFINITION_BODIES.person.safeParse({ name: 'x', roles: ['author'], birthYear: new Date().getFullYear() + 1 }))).toEqual({
      birthYear: 'validation.birthYear',
    });
    expect(messages(DEFINITION_BODIES.manufacturer.safeParse({ name: 'x', taxNumber: '123', website: 'yayinevi', phone: '12' }))).toEqual({
      taxNumber: 'validation.digits|10',
      website: 'validation.website',
      phone: 'validation.phone',
    });
    expect(messages(DEFINITION_BODIES.manufacturer.safeParse({ name: 'x', taxNumber: '0010213577' }))).toEqual({ taxNumber: 'validation.vkn' });
    expect(messages(DEFINITION_BODIES.category.safeParse({ name: 'x', parentId: 'abc' }))).toEqual({ parentId: 'validation.number' });
    expect(messages(locationBody.safeParse({ name: 'x' }))).toEqual({ warehouseId: 'validation.required' });
  });
});

describe('categoryTree', () => {
  const def = (id: number, name: string, parentId: number | null = null) => ({ id, kind: 'category', name, parentId, roles: [], active: true });

  it('lists each category after its parent, depth first, with its path and the ids below it', () => {
    const tree = categoryTree([def(1, 'Çocuk'), def(2, 'Masal', 1), def(3, 'Roman'), def(4, 'Polisiye', 3), def(5, 'Cinayet', 4), def(6, 'Yetim', 99)]);
    expect(tree.map((c) => [c.name, c.depth, c.path])).toEqual([
      ['Çocuk', 0, 'Çocuk'],
      ['Masal', 1, 'Çocuk › Masal'],
      ['Roman', 0, 'Roman'],
      ['Polisiye', 1, 'Roman › Polisiye'],
      ['Cinayet', 2, 'Roman › Polisiye › Cinayet'],
      ['Yetim', 0, 'Yetim'],
    ]);
    expect([...tree.find((c) => c.id === 3)!.subtree].sort()).toEqual([3, 4, 5]);
  });
});
