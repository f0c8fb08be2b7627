// The rules of the house that a linter can hold (design/architecture.md): which code may import what, what pure
// code may touch, and the rules of hooks. `npm run lint`; tests/unit/lint-rules.test.ts plants a break of each.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

const PURE = ['machines/**', 'flows/**', 'src/domain/**'];
const WEB = ['src/web/**'];
const SOURCE_FILES = ['machines/**/*.{ts,tsx}', 'flows/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'];

// Bare built-ins too ('fs', 'path/posix'): `node:` is not required to reach them.
const NODE_BUILTINS = `node:.*|(${builtinModules.filter((m) => !m.startsWith('_')).join('|')})(/.*)?`;

/** An import source matching one of these module patterns (a regex each) is refused. */
function forbiddenModules(patterns, why) {
  const regex = `^(${patterns.join('|')})$`;
  return {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex, message: why }] }],
    // no-restricted-imports does not see import(): the same list for literal dynamic imports (a selector's
    // regex ends at the first slash, so slashes are written as \x2F there)
    dynamicImports: [{ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message: why }],
  };
}

const pureModules = forbiddenModules(
  ['react(-dom)?(/.*)?', '@blueprintjs/.*', 'idb', 'pg', '@electric-sql/.*', 'hono(/.*)?', '@hono/.*', NODE_BUILTINS],
  'Pure code (machines/, flows/, src/domain/) runs unchanged in the browser, on the server and in replay: no UI library, no I/O.',
);
const webModules = forbiddenModules(
  ['pg', 'hono(/.*)?', '@hono/.*', '@electric-sql/.*', NODE_BUILTINS],
  'The web app runs in the browser: no database driver, server framework or Node built-in.',
);

const noComputedImport = {
  selector: "ImportExpression[source.type!='Literal']",
  message: 'import() takes a literal path, so the import rules (and the bundler) can see what is loaded.',
};

// A file that builds routes (it imports Hono), and the commands its handlers run (the till's sale, the tables,
// the definition writes), asks
// named query functions (src/server/<area>/queries.ts): SQL lives there, in db/, the migrations and the document
// engine's own store, journal, effects and row locks.
const SQL_START = String.raw`^\s*(select|insert\s+into|update\s+\w+\s+set|delete\s+from|with\s+\w+\s+as)\s`;
const sqlMessage = 'No SQL in a route handler: call a named query function of the area (src/server/<area>/queries.ts).';
const sqlInHandlers = (scope) =>
  [
    // c.req.query() is the request's query string, a regex's exec() is no database call
    "CallExpression[callee.property.name=/^(query|exec)$/]:not([callee.object.property.name='req']):not([callee.object.regex])",
    `TemplateElement[value.raw=/${SQL_START}/i]`,
    `Literal[value=/${SQL_START}/i]`,
  ].map((selector) => ({ selector: `${scope}${selector}`, message: sqlMessage }));
const ROUTE_FILE = "Program:has(ImportSpecifier[imported.name='Hono']) ";
const ROUTE_COMMANDS = ['src/server/pos/sale.ts', 'src/server/tables/commands.ts', 'src/server/definitions/stores.ts', 'src/server/definitions/write.ts'];

// A stored document's snapshot is read by JSON path in one place (issue #28): each context field the server's SQL
// reads is named there once, with what it holds; a query elsewhere asks it for the field (`snapshotOf('d').accountId`).
const SNAPSHOT_FIELDS = 'src/server/documents/snapshot-fields.ts';
const SNAPSHOT_PATH = String.raw`snapshot\s*(->|#>|\?)|jsonb_\w+\(\s*(\w+\.)?snapshot\b`;
const snapshotMessage = `No JSON path into a document's snapshot here: name the field in ${SNAPSHOT_FIELDS} and use snapshotOf(alias).`;
const snapshotPaths = [`TemplateElement[value.raw=/${SNAPSHOT_PATH}/]`, `Literal[value=/${SNAPSHOT_PATH}/]`].map((selector) => ({
  selector,
  message: snapshotMessage,
}));

const PURE_GLOBALS = ['fetch', 'localStorage', 'sessionStorage', 'window', 'document', 'indexedDB', 'process'];
const pureGlobalsMessage = 'Pure code does no I/O and reads no environment: the caller passes what it needs.';

// The server (src/server/) in layers, each importing only the layers below it:
// - the shared infrastructure (SERVER_SHARED: database, HTTP helpers, sign-in, background loops, the request's
//   variables, the clock, the config), which every part may import and which imports nothing above it;
// - the document engine (documents/, ledgers/), which imports the shared layer and the base data every document
//   reads (company, masterdata, rates) through their named interfaces; an area adds its facts, effects and views by
//   registering them (documents/extensions.ts, <area>/engine-hooks.ts), so the engine never imports an area;
// - the areas: every other folder of src/server/; an area imports the shared layer, the engine, its own files, and
//   another area only through that area's named interface (<area>/public.ts, which exports what others may use);
// - on top, what puts the app together (SERVER_TOP: the app, the boot, the engine hooks' list, the demo seed),
//   which may import anything and which nothing imports.
const SERVER_SHARED = ['db', 'http', 'auth', 'background', 'env.ts', 'clock.ts', 'config.ts'];
const SERVER_ENGINE = ['documents', 'ledgers'];
const ENGINE_BASE_DATA = ['company', 'masterdata', 'rates'];
const SERVER_TOP = ['app.ts', 'boot.ts', 'main.ts', 'engine-hooks.ts', 'seed'];
const AREA_INTERFACE = 'public.ts';
const SERVER_AREAS = readdirSync(new URL('src/server/', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory() && ![...SERVER_SHARED, ...SERVER_ENGINE, ...SERVER_TOP].includes(e.name))
  .map((e) => e.name);
const interfaceOf = (area) => `./${area}/${AREA_INTERFACE}`;
const serverZone = (target, except, message) => ({
  target: target.map((d) => `./src/server/${d}`),
  from: './src/server',
  except: except.map((d) => (d.startsWith('./') ? d : `./${d}`)),
  message,
});
const sharedZone = serverZone(
  SERVER_SHARED,
  SERVER_SHARED,
  `The shared layer of the server (${SERVER_SHARED.join(', ')}) imports no area, engine or app file: move the piece into the shared layer or pass it in.`,
);
const engineZone = serverZone(
  SERVER_ENGINE,
  [...SERVER_ENGINE, ...SERVER_SHARED, ...ENGINE_BASE_DATA.map(interfaceOf)],
  `The document engine imports no area of src/server/ (only ${SERVER_SHARED.join(', ')} and the base data's interfaces ${ENGINE_BASE_DATA.map(interfaceOf).join(', ')}): the area registers its facts, effects and views (documents/extensions.ts, <area>/engine-hooks.ts).`,
);
const areaZones = SERVER_AREAS.map((area) =>
  serverZone(
    [area],
    [area, ...SERVER_SHARED, ...SERVER_ENGINE, ...SERVER_AREAS.filter((other) => other !== area).map(interfaceOf)],
    `src/server/${area}/ imports another area only through its named interface (<area>/${AREA_INTERFACE}), and never the app's top (${SERVER_TOP.join(', ')}): export the piece there, or move it where it belongs.`,
  ),
);

// Each screen folder (src/web/screens/<area>/) reaches another only through the shared folder `common`.
const SHARED_SCREENS = 'common';
// A rule's message key written out in the web app is a rule decided again there: the screen shows the reason a
// family or the domain gave (`rules.${reason}`), or the message of the schema the server parses with.
const RULE_KEY = '/^rules\\.[A-Za-z]+\\.[A-Za-z]/';
const ruleKeyMessage =
  "A screen never names a rule's message: show the reason the family or the domain decided (t(`rules.${reason}`)) or the schema's own message.";
const ruleMessageKeys = [
  { selector: `Literal[value=${RULE_KEY}]`, message: ruleKeyMessage },
  { selector: `TemplateElement[value.raw=${RULE_KEY}]`, message: ruleKeyMessage },
];

const screenZones = readdirSync(new URL('src/web/screens/', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => ({
    target: `./src/web/screens/${e.name}`,
    from: './src/web/screens',
    except: e.name === SHARED_SCREENS ? [`./${SHARED_SCREENS}`] : [`./${e.name}`, `./${SHARED_SCREENS}`],
    message:
      e.name === SHARED_SCREENS
        ? 'The shared screen folder imports no screen area.'
        : `Screen folders import each other only through src/web/screens/${SHARED_SCREENS}/: move the shared piece there.`,
  }));

// The web app's own layers (src/web/): the api and i18n below every screen, the shell and print beside the screens,
// reaching one only through the shared screen folder, as screens do.
const webZone = (name, from, message) => ({ target: `./src/web/${name}`, from: from.map((f) => `./src/web/${f}`), message });
const throughSharedScreens = (name, message) => ({
  target: `./src/web/${name}`,
  from: './src/web/screens',
  except: [`./${SHARED_SCREENS}`],
  message,
});
const webZones = [
  webZone('api', ['screens', 'shell', 'print'], 'The api layer is below the screens, the shell and print: move the shared piece into src/web/api/.'),
  webZone('i18n', ['api', 'screens', 'shell', 'print'], 'Translation is below the rest of the web app: it imports no api, screen, shell or print.'),
  throughSharedScreens('print', `Print reaches a screen only through src/web/screens/${SHARED_SCREENS}/: move the shared piece there or into src/web/print/.`),
  throughSharedScreens(
    'shell',
    `The shell reaches a screen only through src/web/screens/${SHARED_SCREENS}/: move the shared piece there or into src/web/shell/.`,
  ),
];

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', 'data/', 'test-results/', 'playwright-report/', '.tmp/'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: SOURCE_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['./machines', './flows', './src/domain'],
              from: ['./src/web', './src/server'],
              message: 'Pure code imports nothing from src/web/ or src/server/.',
            },
            {
              target: './src/domain',
              from: ['./machines', './flows'],
              message: 'The domain is below the machines and flows: move the shared piece into src/domain/.',
            },
            { target: './src/web', from: './src/server', message: 'The web app never imports the server.' },
            { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
            ...screenZones,
            ...webZones,
            sharedZone,
            engineZone,
            ...areaZones,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': ['error', noComputedImport],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noComputedImport, ...sqlInHandlers(ROUTE_FILE), ...snapshotPaths] },
  },
  {
    files: ROUTE_COMMANDS,
    rules: { 'no-restricted-syntax': ['error', noComputedImport, ...sqlInHandlers(''), ...snapshotPaths] },
  },
  {
    files: [SNAPSHOT_FIELDS],
    rules: { 'no-restricted-syntax': ['error', noComputedImport, ...sqlInHandlers(ROUTE_FILE)] },
  },
  {
    files: PURE,
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': pureModules['@typescript-eslint/no-restricted-imports'],
      'no-restricted-syntax': ['error', noComputedImport, ...pureModules.dynamicImports],
      'no-restricted-globals': ['error', ...PURE_GLOBALS.map((name) => ({ name, message: pureGlobalsMessage }))],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'self'].flatMap((object) => PURE_GLOBALS.map((property) => ({ object, property, message: pureGlobalsMessage }))),
      ],
    },
  },
  {
    files: WEB,
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-restricted-imports': webModules['@typescript-eslint/no-restricted-imports'],
      'no-restricted-syntax': ['error', noComputedImport, ...webModules.dynamicImports, ...ruleMessageKeys],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
