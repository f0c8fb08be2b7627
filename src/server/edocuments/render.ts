import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';

/**
 * An e-document as people read it: GİB's stylesheet (stylesheets/README.md) over its UBL, with SaxonJS. The compiled
 * stylesheet (SEF) is the one shipped for this stylesheet and SaxonJS version, or compiled once into the temporary
 * directory; either is read once per process. The same stylesheet is embedded in every UBL (embeddedStylesheet).
 */

const require = createRequire(import.meta.url);
const here = new URL('./stylesheets/', import.meta.url).pathname;
const SaxonJS = require('saxon-js') as {
  transform(options: Record<string, unknown>, mode: 'async'): Promise<{ principalResult: string }>;
};
const saxonVersion = (require('saxon-js/package.json') as { version: string }).version;

export type StylesheetKind = 'invoice' | 'waybill';
const FILES: Record<StylesheetKind, string> = { invoice: 'general.xslt', waybill: 'irsaliye.xslt' };

interface Stylesheet {
  fileName: string;
  text: Buffer;
  base64: string;
  hash: string;
}

const loaded = new Map<StylesheetKind, Stylesheet>();

function stylesheet(kind: StylesheetKind): Stylesheet {
  let s = loaded.get(kind);
  if (!s) {
    const text = readFileSync(join(here, FILES[kind]));
    const hash = createHash('sha256').update(text).update(`\0${saxonVersion}`).digest('hex').slice(0, 16);
    s = { fileName: FILES[kind], text, base64: text.toString('base64'), hash };
    loaded.set(kind, s);
  }
  return s;
}

/** The stylesheet as a UBL embeds it (AdditionalDocumentReference, base64). */
export const embeddedStylesheet = (kind: StylesheetKind) => {
  const s = stylesheet(kind);
  return { fileName: s.fileName, base64: s.base64 };
};

const compiled = new Map<string, Promise<unknown>>();

async function sefOf(kind: StylesheetKind): Promise<unknown> {
  const s = stylesheet(kind);
  let sef = compiled.get(s.hash);
  if (!sef) {
    sef = (async () => {
      const shipped = join(here, 'compiled', `${s.hash}.sef.json.gz`);
      if (existsSync(shipped)) return JSON.parse(gunzipSync(readFileSync(shipped)).toString('utf8')) as unknown;
      const dir = join(tmpdir(), 'defter-stylesheets');
      const target = join(dir, `${s.hash}.sef.json`);
      if (!existsSync(target)) {
        mkdirSync(dir, { recursive: true });
        const partial = `${target}.${process.pid}.part`;
        await promisify(execFile)(
          process.execPath,
          [require.resolve('xslt3/xslt3.js'), `-xsl:${join(here, s.fileName)}`, `-export:${partial}`, '-nogo', '-relocate:on'],
          {
            maxBuffer: 64 * 1024 * 1024,
          },
        );
        renameSync(partial, target);
      }
      return JSON.parse(readFileSync(target, 'utf8')) as unknown;
    })();
    compiled.set(s.hash, sef);
    sef.catch(() => compiled.delete(s.hash));
  }
  return sef;
}

/** The HTML page of a UBL-TR document (an Invoice with general.xslt, a DespatchAdvice with irsaliye.xslt). */
export async function renderUbl(xml: string): Promise<string> {
  const kind: StylesheetKind = /<(?:\w+:)?DespatchAdvice[\s>]/.test(xml.slice(0, 2000)) ? 'waybill' : 'invoice';
  const result = await SaxonJS.transform(
    {
      stylesheetInternal: await sefOf(kind),
      sourceText: xml,
      destination: 'serialized',
      // GİB's stylesheets ask for HTML 4, which SaxonJS does not write; the page is the same in HTML 5
      outputProperties: { method: 'html', 'html-version': 5 },
    },
    'async',
  );
  return result.principalResult;
}
