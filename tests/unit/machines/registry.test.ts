import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESCRIPTORS, DOCUMENT_TYPES, REASON_CODES, descriptorOf, factsFor, typeDescriptorOf } from '../../../machines';
import { mayRead, mayWrite } from '../../../machines/access';
import { FACT_NAMES, type FactRule } from '../../../machines/descriptor';
import { APP_ROUTES, DOCUMENT_ROUTES, FAMILY_ROUTES } from '../../../machines/routes';
import { PERMISSIONS, ROLES } from '../../../src/domain/roles';

const locale = JSON.parse(readFileSync(new URL('../../../locales/tr.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

describe('the registry describes every document type once', () => {
  it('each type belongs to exactly one descriptor, whose family has the same types', () => {
    expect(new Set(DOCUMENT_TYPES).size).toBe(DOCUMENT_TYPES.length);
    for (const d of DESCRIPTORS) expect(Object.keys(d.types).sort()).toEqual([...d.family.types].sort());
  });

  it('every type has its own number prefix: two series never give the same number', () => {
    const prefixes = DOCUMENT_TYPES.map((t) => typeDescriptorOf(t)!.prefix);
    for (const p of prefixes) expect(p).toMatch(/^[A-Z]{2}$/);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('roles and permissions named by a descriptor exist', () => {
    for (const d of DESCRIPTORS) {
      for (const role of [...d.write, ...Object.values(d.types).flatMap((t) => ('write' in t ? (t.write ?? []) : []))]) expect(ROLES).toContain(role);
      for (const p of 'permissions' in d ? (d.permissions ?? []) : []) expect(PERMISSIONS).toContain(p);
    }
  });

  it("a family's reasons are known codes, and each field a reason names is a field its creation body reads", () => {
    for (const d of DESCRIPTORS) {
      for (const code of d.reasons) expect(REASON_CODES).toContain(code);
      for (const [code, field] of Object.entries(d.reasonFields)) {
        expect(d.reasons, code).toContain(code);
        const parsed = d.create.safeParse({ type: Object.keys(d.types)[0], [field]: {} });
        const fields = parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0]));
        expect(fields, `${code} → ${field}`).toContain(field);
      }
    }
  });

  it('facts are asked only under known names and events the family has', () => {
    for (const d of DESCRIPTORS) {
      const events = new Set(Object.values(d.family.rules).flatMap((table) => Object.keys(table)));
      for (const rule of d.facts as readonly FactRule[]) {
        for (const name of rule.supply) expect(FACT_NAMES).toContain(name);
        for (const on of rule.on) if (on !== 'create') expect(events, `${d.family.family} ${on}`).toContain(on);
        for (const t of rule.types ?? []) expect(Object.keys(d.types)).toContain(t);
      }
    }
    // a sale's buyer is named (its tax number) where a line may withhold VAT
    // and a sale's campaigns are the server's to offer (src/domain/campaigns)
    expect(factsFor('posSale', 'create')).toEqual(['fastSale', 'payableRounding', 'jobKnown', 'buyerTaxNumber', 'campaignOffer']);
    // a sales invoice's lines take their product cards' GTİP (an export's customs tariff number)
    expect(factsFor('salesInvoice', 'create')).toEqual(['defaultWarehouse', 'payableRounding', 'jobKnown', 'buyerTaxNumber', 'productGtips', 'campaignOffer']);
    // a supplier's invoice is paid as it is: the company's küsurat yuvarlama is not asked
    expect(factsFor('purchaseInvoice', 'create')).toEqual(['defaultWarehouse', 'jobKnown']);
    expect(factsFor('task', 'EDIT')).toEqual(['jobParties']);
    expect(factsFor('posSale', 'COMPLETE')).toEqual(['buyerTaxNumber', 'sourceRemaining', 'stockLevels', 'cashBoxOpen', 'loyalty']);
  });

  it('auditors read every type and write none; an admin writes every type; others write what their role is named for', () => {
    const user = (roles: string[], permissions: string[] = []) => ({ id: 1, roles, permissions });
    for (const type of DOCUMENT_TYPES) {
      expect(mayRead(user(['auditor']), type)).toBe(true);
      expect(mayWrite(user(['auditor']), type)).toBe(false);
      expect(mayWrite(user(['admin']), type)).toBe(true);
    }
    expect(mayWrite(user(['operator']), 'posSale')).toBe(true);
    expect(mayWrite(user(['operator']), 'salesInvoice')).toBe(false);
    expect(mayRead(user(['operator']), 'salesInvoice')).toBe(false);
    expect(mayWrite(user(['employee']), 'loan')).toBe(true);
    expect(mayWrite(user(['manager']), 'receivableVoucher')).toBe(true);
    expect(descriptorOf('nothing')).toBeUndefined();
    expect(mayWrite(user(['manager']), 'nothing')).toBe(false);
  });

  it("every page a descriptor declares is a route with a title in the locales, guarded by the type's writers", () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of DOCUMENT_ROUTES) {
      expect(locale.route?.[r.titleKey.slice('route.'.length)], r.titleKey).toBeTruthy();
      expect(r.roles?.length).toBeGreaterThan(0);
    }
    for (const d of DESCRIPTORS) if ('list' in d && d.list) expect(paths, d.family.family).toContain(d.list);
    expect(DOCUMENT_ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(['/fis/fatura/satis/yeni', '/fis/fatura/satis/duzen/{id}', '/cari/virman/yeni']));
  });

  it("a stored document's page opens for its readers, the auditor too; a new document and a copy are its writers' pages only", () => {
    for (const r of DOCUMENT_ROUTES) {
      const editing = r.path.includes('/duzen/');
      expect(r.roles?.includes('auditor'), r.path).toBe(editing);
      expect(r.roles?.length, r.path).toBeGreaterThan(editing ? 1 : 0);
    }
  });

  it('list columns name a heading in the locales', () => {
    const words = (key: string): unknown => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], locale);
    for (const d of DESCRIPTORS) for (const c of d.columns) expect(typeof words(c.titleKey), c.titleKey).toBe('string');
  });

  it("every page a family declares is a route with a title in the locales, guarded by the family's writers or readers", () => {
    for (const d of DESCRIPTORS) {
      for (const p of 'pages' in d ? d.pages : []) {
        const route = FAMILY_ROUTES.find((r) => r.path === p.path);
        expect(route?.roles, p.path).toEqual(p.access === 'write' ? [...d.write] : [...d.write, 'auditor']);
        expect(locale.route?.[p.titleKey.slice('route.'.length)], p.titleKey).toBeTruthy();
      }
    }
  });
});
