import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Each break is planted as the text of a file at a path inside the real tree (the file need not exist), and
// eslint.config.js must report it by the rule that holds it; the same text where it is allowed passes.
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

// the first lint loads the typed program and every plugin (tens of seconds on a busy machine): paid here, not by a test
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export const warm = 1;\n', { filePath: join(root, 'src/domain/warm-up.ts') });
}, 180_000);

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  const fatal = result!.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`${file} does not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return result!.messages.map((m) => m.ruleId ?? 'eslint');
}

describe('pure code (machines/, flows/, src/domain/) stays pure', () => {
  it.each([
    ['src/domain/planted.ts', "import { useState } from 'react';\nexport const s = useState;"],
    ['src/domain/planted.ts', "import { Button } from '@blueprintjs/core';\nexport const b = Button;"],
    ['machines/planted.ts', "import { Pool } from 'pg';\nexport const p = Pool;"],
    ['flows/planted.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;"],
    ['flows/planted.ts', "import { join } from 'path';\nexport const j = join;"],
    ['src/domain/planted.ts', "import { Hono } from 'hono';\nexport const h = Hono;"],
    ['src/domain/planted.ts', "import { PGlite } from '@electric-sql/pglite';\nexport const p = PGlite;"],
    ['src/domain/planted.ts', "export { openDB } from 'idb';"],
  ])('%s may not import a UI library or an I/O module: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('nor load one with a dynamic import', async () => {
    expect(await rulesBroken('machines/planted.ts', "export const load = () => import('node:crypto');")).toContain('no-restricted-syntax');
    expect(await rulesBroken('machines/planted.ts', "export const load = () => import('decimal.js');")).toEqual([]);
  });

  it.each([
    ['src/domain/planted.ts', "export const load = () => fetch('/api/products');"],
    ['machines/planted.ts', "export const saved = () => localStorage.getItem('x');"],
    ['flows/planted.ts', "export const saved = () => sessionStorage.getItem('x');"],
    ['src/domain/planted.ts', 'export const width = () => window.innerWidth;'],
    ['src/domain/planted.ts', "export const el = () => document.getElementById('x');"],
    ['src/domain/planted.ts', "export const db = () => indexedDB.open('x');"],
    ['src/domain/planted.ts', 'export const env = () => process.env.TZ;'],
  ])('%s touches no browser or process global: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('no-restricted-globals');
  });

  it('nor reaches one through globalThis', async () => {
    expect(await rulesBroken('src/domain/planted.ts', "export const load = () => globalThis.fetch('/api');")).toContain('no-restricted-properties');
  });

  it('a local name that happens to be called fetch is fine', async () => {
    expect(await rulesBroken('src/domain/planted.ts', 'export const run = (fetch: () => number) => fetch();')).toEqual([]);
  });

  it('imports nothing from the web app or the server', async () => {
    expect(await rulesBroken('src/domain/planted.ts', "export { useT } from '../web/i18n/useT';")).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('machines/planted.ts', "import { app } from '../src/server/app';\nexport const a = app;")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('the domain does not import machines/ or flows/', async () => {
    expect(
      await rulesBroken('src/domain/planted.ts', "import { receiptMachine } from '../../machines/receipt/machine';\nexport const m = receiptMachine;"),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('src/domain/planted.ts', "import { posFlow } from '../../flows/pos';\nexport const f = posFlow;")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('machines and flows may import the domain', async () => {
    expect(await rulesBroken('machines/planted.ts', "import { Dec } from '../src/domain/money/decimal';\nexport const d = Dec;")).toEqual([]);
  });
});

describe('the web app and the server stay apart', () => {
  it.each([
    "import { Pool } from 'pg';\nexport const p = Pool;",
    "import { readFile } from 'node:fs/promises';\nexport const r = readFile;",
    "import { createHash } from 'crypto';\nexport const h = createHash;",
    "import { Hono } from 'hono';\nexport const h = Hono;",
    "import { PGlite } from '@electric-sql/pglite';\nexport const p = PGlite;",
  ])('the web app imports no server-side module: %s', async (code) => {
    expect(await rulesBroken('src/web/planted.ts', code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('the web app imports nothing from the server, and the server nothing from the web app', async () => {
    expect(await rulesBroken('src/web/planted.ts', "import { app } from '../server/app';\nexport const a = app;")).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('src/server/planted.ts', "import { useT } from '../web/i18n/useT';\nexport const t = useT;")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('the web app may import the domain, the machines and the flows', async () => {
    const code = "import { Dec } from '../domain/money/decimal';\nimport { posFlow } from '../../flows/pos';\nexport const x = [Dec, posFlow];";
    expect(await rulesBroken('src/web/planted.ts', code)).toEqual([]);
  });
});

describe('an import names its module literally', () => {
  it.each(['src/web/planted.ts', 'src/domain/planted.ts', 'machines/planted.ts', 'src/server/planted.ts'])(
    '%s: a template-literal import() is refused',
    async (file) => {
      expect(await rulesBroken(file, 'export const load = (x: string) => import(`../server/${x}`);')).toContain('no-restricted-syntax');
    },
  );

  it('a literal import() is fine', async () => {
    expect(await rulesBroken('src/web/planted.ts', "export const load = () => import('./i18n/useT');")).toEqual([]);
  });
});

describe('screen folders meet only in the shared folder', () => {
  it('a screen folder does not import another one', async () => {
    const code = "import { openSessionsByBox } from '../kasa/cashCount';\nexport const f = openSessionsByBox;";
    expect(await rulesBroken('src/web/screens/pos/planted.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('the shared folder imports no screen folder', async () => {
    const code = "import { openSessionsByBox } from '../kasa/cashCount';\nexport const f = openSessionsByBox;";
    expect(await rulesBroken('src/web/screens/common/planted.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('a screen folder imports the shared folder and its own files', async () => {
    const code =
      "import { PAGE_SIZE } from '../common/listHelpers';\nimport { openSessionsByBox } from './cashCount';\nexport const f = [PAGE_SIZE, openSessionsByBox];";
    expect(await rulesBroken('src/web/screens/kasa/planted.ts', code)).toEqual([]);
  });
});

describe('the document engine imports no area of the server', () => {
  it.each([
    ['src/server/documents/planted.ts', "import { holdFulfilled } from '../library/holds';\nexport const h = holdFulfilled;"],
    ['src/server/documents/planted.ts', "import { enqueueSend } from '../edocuments/queue';\nexport const e = enqueueSend;"],
    ['src/server/ledgers/planted.ts', "import { settleInstalments } from '../instalments/settle';\nexport const s = settleInstalments;"],
    ['src/server/documents/planted.ts', "import { installEngineHooks } from '../engine-hooks';\nexport const i = installEngineHooks;"],
    ['src/server/documents/planted.ts', "import { checkAccountProducts } from '../masterdata/account-product-check';\nexport const c = checkAccountProducts;"],
  ])('%s may not import an area, nor the base data past its interface: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('it imports the shared infrastructure, the base data through its interface and itself', async () => {
    const code = [
      "import type { Queryable } from '../db/database';",
      "import { fail } from '../http/errors';",
      "import { companyToday } from '../clock';",
      "import { findPayableRounding } from '../company/public';",
      "import { replayEffects } from '../documents/replay';",
      'export const all = [fail, companyToday, findPayableRounding, replayEffects] as const;',
      'export type Q = Queryable;',
    ].join('\n');
    expect(await rulesBroken('src/server/ledgers/planted.ts', code)).toEqual([]);
  });

  it('an area imports the engine and registers with it', async () => {
    const code = "import { registerEffectHandler } from '../documents/extensions';\nexport const r = registerEffectHandler;";
    expect(await rulesBroken('src/server/library/planted.ts', code)).toEqual([]);
  });
});

describe('server areas meet only through their named interfaces, above the shared layer', () => {
  it.each([
    ['src/server/pos/planted.ts', "import { decimalString } from '../masterdata/views';\nexport const d = decimalString;"],
    ['src/server/dashboard/planted.ts', "import { listOpenCheques } from '../cheques/queries';\nexport const l = listOpenCheques;"],
    ['src/server/company/planted.ts', "export { warehouseExists } from '../definitions/queries';"],
  ])('%s may not reach into another area past its interface: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['src/server/http/planted.ts', "import { decimalString } from '../masterdata/public';\nexport const d = decimalString;"],
    ['src/server/db/planted.ts', "import { daysLeft } from '../licences/public';\nexport const d = daysLeft;"],
    ['src/server/config.ts', "import type { SendJob } from './edocuments/queue';\nexport type J = SendJob;"],
    ['src/server/auth/planted.ts', "import { decideAndStore } from '../documents/commands';\nexport const d = decideAndStore;"],
  ])('the shared layer %s imports no area and not the engine: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['src/server/library/planted.ts', "import { createApp } from '../app';\nexport const c = createApp;"],
    ['src/server/users/planted.ts', "import { installEngineHooks } from '../engine-hooks';\nexport const i = installEngineHooks;"],
  ])('an area does not import the top that puts the app together: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('an area imports another through its interface, and the shared layer, the engine and its own files', async () => {
    const code = [
      "import { decimalString } from '../masterdata/public';",
      "import { findCompanyCard } from '../company/public';",
      "import { validate } from '../http/field-checks';",
      "import { backgroundLoop } from '../background/loop';",
      "import { decideAndStore } from '../documents/commands';",
      "import { listQuickKeys } from './queries';",
      'export const all = [decimalString, findCompanyCard, validate, backgroundLoop, decideAndStore, listQuickKeys] as const;',
    ].join('\n');
    expect(await rulesBroken('src/server/pos/planted.ts', code)).toEqual([]);
  });

  it('the top puts the app together from any file of any area', async () => {
    const code =
      "import { decimalString } from './masterdata/views';\nimport { recordSale } from './pos/sale';\nexport const all = [decimalString, recordSale] as const;";
    expect(await rulesBroken('src/server/app.ts', code)).toEqual([]);
  });
});

describe('the web app keeps its layers: api and i18n below, the shell and print reach screens only through the shared folder', () => {
  const planted = (file: string, from: string) => rulesBroken(file, `import * as m from '${from}';\nexport const x = m;`);

  it.each([
    ['src/web/api/planted.ts', '../screens/common/listHelpers'],
    ['src/web/api/planted.ts', '../shell/tabs/tabStore'],
    ['src/web/api/planted.ts', '../print/PrintSheet'],
    ['src/web/i18n/planted.ts', '../api/session'],
    ['src/web/i18n/planted.ts', '../screens/common/listHelpers'],
    ['src/web/i18n/planted.ts', '../shell/tabs/tabStore'],
    ['src/web/i18n/planted.ts', '../print/PrintSheet'],
    ['src/web/print/planted.ts', '../screens/fis/editor/ReceiptEditor'],
    ['src/web/shell/planted.ts', '../screens/kasa/cashCount'],
    ['src/web/shell/topbar/planted.ts', '../../screens/fis/editor/ReceiptEditor'],
  ])('%s may not import %s', async (file, from) => {
    expect(await planted(file, from)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['src/web/api/planted.ts', '../i18n/lang'],
    ['src/web/i18n/planted.ts', '../cookies'],
    ['src/web/print/planted.ts', '../screens/common/editorLine'],
    ['src/web/shell/planted.ts', '../screens/common/listHelpers'],
    ['src/web/screens/kasa/planted.ts', '../../shell/tabs/tabStore'],
  ])('%s may import %s', async (file, from) => {
    expect(await planted(file, from)).toEqual([]);
  });
});

describe('route handlers hold no SQL', () => {
  const route = (body: string) => `import { Hono } from 'hono';\nexport const app = new Hono();\n${body}\n`;

  it.each([
    ['a query call with its SQL', "app.get('/x', (c) => c.var.db.company(1, (q) => q.query(`select id from accounts where id = $1`, [1])));"],
    ['a query call, whatever its text', 'export const all = (q: { query: (t: string) => unknown }, sql: string) => q.query(sql);'],
    ['an exec call', "export const begin = (q: { exec: (t: string) => unknown }) => q.exec('begin');"],
    ['an SQL template kept for later', 'export const SQL = `\n  select id, name\n    from warehouses order by id`;'],
    ['an SQL string', "export const SQL = 'delete from revoked_tokens where expires_at < now()';"],
  ])('a file that builds routes may not hold %s', async (_what, code) => {
    expect(await rulesBroken('src/server/masterdata/planted.ts', route(code))).toContain('no-restricted-syntax');
  });

  it.each(['src/server/pos/sale.ts', 'src/server/tables/commands.ts', 'src/server/definitions/stores.ts', 'src/server/definitions/write.ts'])(
    'nor may %s, a command its handlers run',
    async (file) => {
      const code = "export const taken = (q: { query: (t: string) => unknown }) => q.query(`select 1 from documents where doc_type = 'posSale'`);";
      expect(await rulesBroken(file, code)).toContain('no-restricted-syntax');
    },
  );

  it('the request query string, a regex and words that only look like SQL are fine', async () => {
    const code = "app.get('/x', (c) => c.json({ q: c.req.query('q'), all: c.req.query(), d: /\\d+/.exec('12'), m: `selected ${1}`, w: 'update me' }));";
    expect(await rulesBroken('src/server/masterdata/planted.ts', route(code))).toEqual([]);
  });

  it('a query module holds the SQL', async () => {
    const code =
      "import type { Queryable } from '../db/database';\nexport const listWarehouses = async (q: Queryable) => (await q.query(`select id, name from warehouses order by id`)).rows;";
    expect(await rulesBroken('src/server/masterdata/planted-queries.ts', code)).toEqual([]);
  });
});

describe("a document's snapshot is read by JSON path only in its named place (src/server/documents/snapshot-fields.ts)", () => {
  const PATH_SQL = "export const SQL = `select d.snapshot->'context'->>'accountId' from documents d`;";

  it.each([
    ['a context field by its path', PATH_SQL],
    ['a nested field, written with spaces', "export const SQL = \"select snapshot -> 'context' -> 'z' ->> 'total' from documents\";"],
    ['a path operator', "export const SQL = `select snapshot #>> '{context,date}' from documents`;"],
    ['a key test', "export const SQL = `select id from documents where snapshot ? 'context'`;"],
    ['a JSON function over the snapshot', "export const SQL = `select jsonb_extract_path_text(d.snapshot, 'context', 'date') from documents d`;"],
  ])('a query module may not read %s', async (_what, code) => {
    expect(await rulesBroken('src/server/reports/planted-queries.ts', code)).toContain('no-restricted-syntax');
  });

  it.each(['src/server/pos/sale.ts', 'src/server/seed/large/planted.ts', 'src/server/documents/planted.ts'])('nor may %s, even a fragment', async (file) => {
    expect(await rulesBroken(file, "export const BOX = `d.snapshot->'context'->>'cashBoxId'`;")).toContain('no-restricted-syntax');
  });

  it('the named place writes the paths, and a query names the field there', async () => {
    expect(await rulesBroken('src/server/documents/snapshot-fields.ts', PATH_SQL)).toEqual([]);
    const code = [
      "import { snapshotOf } from '../documents/snapshot-fields';",
      "const DOC = snapshotOf('d');",
      'export const SQL = `select ${DOC.accountId}, document_day(d.snapshot, d.created_at) from documents d`;',
    ].join('\n');
    expect(await rulesBroken('src/server/reports/planted-queries.ts', code)).toEqual([]);
  });
});

describe('modules import each other without cycles', () => {
  it('a module imported by another may not import it back', async () => {
    // format.ts imports decimal.ts: decimal.ts importing format.ts closes a cycle
    const code = "import { formatNumber } from './format';\nexport const f = formatNumber;";
    expect(await rulesBroken('src/domain/money/decimal.ts', code)).toContain('import-x/no-cycle');
  });
});

describe('the rules of hooks hold in the web app', () => {
  it('a hook is not called conditionally', async () => {
    const code = "import { useState } from 'react';\nexport function Planted({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await rulesBroken('src/web/screens/kasa/Planted.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });

  it('an effect names what it reads', async () => {
    const code =
      "import { useEffect } from 'react';\nexport function Planted({ id, load }: { id: number; load: (id: number) => void }) {\n  useEffect(() => load(id), [id]);\n  return null;\n}\n";
    expect(await rulesBroken('src/web/screens/kasa/Planted.tsx', code)).toContain('react-hooks/exhaustive-deps');
  });
});

describe('a screen shows the reasons rules give and decides none of them', () => {
  const t = 'const t = (k: string) => k;\n';
  it('a rule message key written out in a screen or the shell is an error', async () => {
    expect(
      await rulesBroken('src/web/screens/kasa/Planted.tsx', `${t}export const e = (id: string) => (id ? null : t('rules.cash.accountRequired'));\n`),
    ).toContain('no-restricted-syntax');
    expect(await rulesBroken('src/web/shell/Planted.tsx', `${t}export const e = t(\`rules.job.titleRequired\`);\n`)).toContain('no-restricted-syntax');
  });

  it('a reason a family or the domain decided is shown, and other keys are fine', async () => {
    expect(await rulesBroken('src/web/screens/kasa/Planted.tsx', `${t}export const e = (reason: string) => t(\`rules.\${reason}\`);\n`)).toEqual([]);
    expect(await rulesBroken('src/web/screens/kasa/Planted.tsx', `${t}export const e = t('validation.required');\n`)).toEqual([]);
  });
});

describe('disable comments', () => {
  it('one that disables nothing is an error', async () => {
    const code = '// eslint-disable-next-line react-hooks/exhaustive-deps\nexport const x = 1;\n';
    expect(await rulesBroken('src/web/planted.ts', code)).toEqual(['eslint']);
  });
});

describe('the tree as it is', () => {
  it('lints clean', { timeout: 180_000 }, async () => {
    const results = await eslint.lintFiles(['.']);
    const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(root.length)}:${m.line} ${m.ruleId ?? ''} ${m.message}`));
    expect(problems).toEqual([]);
  });
});
