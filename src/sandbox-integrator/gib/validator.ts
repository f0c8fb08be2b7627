/**
 * Checks a UBL-TR document the way GİB does: the UBL 2.1 XSD (xmllint) and GİB's schematron (SaxonJS).
 * The schematron is compiled to a SaxonJS SEF (about 40 s of CPU), keyed by the hash of the schematron, the
 * compiler and the SaxonJS version. The SEF of today's schematron ships gzipped beside this file (`compiled/`), so
 * a fresh clone unpacks it instead of compiling; any other is compiled once (xslt3, a development tool) and cached
 * under `.tmp/`. Where the files come from: README.md beside this file.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** GİB's UBL-TR package as the sandbox uses it: the XSD, the schematron, its compiler and the compiled SEF. */
export const gibAssets = dirname(fileURLToPath(import.meta.url));

interface SaxonJs {
  transform(options: Record<string, unknown>, mode: 'sync'): { principalResult: string };
}
const SaxonJS = require('saxon-js') as SaxonJs;

export type UblRoot = 'Invoice' | 'DespatchAdvice' | 'ApplicationResponse' | 'ReceiptAdvice';
/** `earchive` for an e-Arşiv invoice (ProfileID EARSIVFATURA), `efatura` for everything else (GİB's parameter). */
export type SchematronType = 'efatura' | 'earchive';

export interface UblCheck {
  xsdErrors: string[];
  schematronErrors: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(join(gibAssets, 'schematron')), ...filesUnder(join(gibAssets, 'schxslt'))]) {
    hash.update(file.slice(gibAssets.length)).update('\0').update(readFileSync(file));
  }
  hash.update(String((require('saxon-js/package.json') as { version: string }).version));
  return hash.digest('hex').slice(0, 16);
}

function runXslt3(args: string[]): void {
  execFileSync(process.execPath, [require.resolve('xslt3/xslt3.js'), ...args], { stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
}

let sefPath: string | undefined;

/** Where the SEF of a schematron ships, by the hash of its inputs. */
export const shippedSef = (hash: string) => join(gibAssets, 'compiled', `${hash}.sef.json.gz`);

/**
 * The compiled schematron: unpacked from the fixtures or compiled on first use (written under a temporary name,
 * then renamed, so parallel runs never read half a file).
 */
export function schematronSef(): string {
  if (sefPath) return sefPath;
  const dir = join(root, '.tmp', 'ubl-schematron');
  const hash = inputsHash();
  const target = join(dir, `${hash}.sef.json`);
  if (!existsSync(target) && existsSync(shippedSef(hash))) {
    mkdirSync(dir, { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    writeFileSync(partial, gunzipSync(readFileSync(shippedSef(hash))));
    renameSync(partial, target);
  }
  if (!existsSync(target)) {
    mkdirSync(dir, { recursive: true });
    const work = join(tmpdir(), `ubl-sch-${process.pid}-${Date.now()}`);
    mkdirSync(work, { recursive: true });
    const resolved = join(work, 'resolved.sch');
    const xsl = join(work, 'schematron.xsl');
    runXslt3([`-xsl:${join(gibAssets, 'schxslt/resolve-includes.xsl')}`, `-s:${join(gibAssets, 'schematron/UBL-TR_Main_Schematron.xml')}`, `-o:${resolved}`]);
    runXslt3([`-xsl:${join(gibAssets, 'schxslt/xslt-2.0/pipeline-for-svrl.xsl')}`, `-s:${resolved}`, `-o:${xsl}`]);
    const partial = `${target}.${process.pid}.part`;
    runXslt3([`-xsl:${xsl}`, `-export:${partial}`, '-nogo', '-relocate:on']);
    renameSync(partial, target);
  }
  sefPath = target;
  return target;
}

/** One of GİB's refusals: the schematron rule (an abstract rule's id, else its pattern's) or `XSD`, and GİB's text. */
export interface GibFailure {
  rule: string;
  message: string;
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

let ruleOfTest: Map<string, string> | undefined;

/**
 * SVRL names a failed assertion by its test only (GİB's asserts carry no id): each test is mapped back to the rule
 * that holds it in GİB's files, the abstract rule's id (e.g. `TaxExemptionReasonCheck`) or else the pattern's id.
 */
function ruleOf(test: string): string {
  if (!ruleOfTest) {
    ruleOfTest = new Map();
    for (const file of ['UBL-TR_Common_Schematron.xml', 'UBL-TR_Main_Schematron.xml']) {
      const text = readFileSync(join(gibAssets, 'schematron', file), 'utf8');
      let pattern = '';
      let rule = '';
      for (const m of text.matchAll(/<sch:(pattern|rule|assert)\b((?:[^>"]|"[^"]*")*)>/g)) {
        const id = /\bid="([^"]*)"/.exec(m[2]!)?.[1] ?? '';
        if (m[1] === 'pattern') pattern = id;
        else if (m[1] === 'rule') rule = id;
        else {
          const assertTest = decode(/\btest="([^"]*)"/.exec(m[2]!)?.[1] ?? '');
          if (!ruleOfTest.has(assertTest)) ruleOfTest.set(assertTest, rule || pattern || 'schematron');
        }
      }
    }
  }
  return ruleOfTest.get(decode(test)) ?? 'schematron';
}

let compiled: unknown;
/** The SEF read once: SaxonJS given the parsed stylesheet checks a document several times faster than given its file. */
const compiledSchematron = () => (compiled ??= JSON.parse(readFileSync(schematronSef(), 'utf8')));

/** Every failed assertion of GİB's schematron, with its rule and GİB's message; a crash of the check is a failure too. */
export function schematronFailures(xml: string, type: SchematronType = 'efatura'): GibFailure[] {
  let svrl: string;
  try {
    svrl = SaxonJS.transform(
      { stylesheetInternal: compiledSchematron(), sourceText: xml, destination: 'serialized', stylesheetParams: { type } },
      'sync',
    ).principalResult;
  } catch (error) {
    return [{ rule: 'schematron', message: `schematron check crashed: ${error instanceof Error ? error.message : String(error)}` }];
  }
  const failures = [...svrl.matchAll(/<svrl:failed-assert\b((?:[^>"]|"[^"]*")*)>([\s\S]*?)<\/svrl:failed-assert>/g)];
  return failures.map((m) => {
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2]!)?.[1] ?? m[2]!;
    return { rule: ruleOf(/\btest="([^"]*)"/.exec(m[1]!)?.[1] ?? ''), message: decode(text) };
  });
}

/** Every failed assertion of GİB's schematron, with GİB's message; a crash of the check is a failure too. */
export function checkSchematron(xml: string, type: SchematronType = 'efatura'): string[] {
  return schematronFailures(xml, type).map((f) => f.message);
}

const xsdFor: Record<UblRoot, string> = {
  Invoice: 'UBL-Invoice-2.1.xsd',
  DespatchAdvice: 'UBL-DespatchAdvice-2.1.xsd',
  ApplicationResponse: 'UBL-ApplicationResponse-2.1.xsd',
  ReceiptAdvice: 'UBL-ReceiptAdvice-2.1.xsd',
};

/** Thrown by `checkXsd` where the machine has no `xmllint` (Debian's `libxml2-utils`). */
export class XmllintMissing extends Error {
  constructor() {
    super('xmllint is not installed: the UBL 2.1 XSD is not checked');
  }
}

/** xmllint's complaints against the UBL 2.1 XSD of the document's root; empty when it validates. */
export async function checkXsd(xml: string, rootName: UblRoot): Promise<string[]> {
  const dir = join(tmpdir(), `ubl-xsd-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${createHash('sha256').update(xml).digest('hex').slice(0, 16)}-${randomUUID()}.xml`);
  writeFileSync(file, xml);
  try {
    await execFileAsync('xmllint', ['--noout', '--nonet', '--schema', join(gibAssets, 'xsd/maindoc', xsdFor[rootName]), file]);
    return [];
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') throw new XmllintMissing();
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    return stderr
      .split('\n')
      .map((line) => line.replace(file, 'document').trim())
      .filter((line) => line && !line.endsWith('fails to validate'));
  } finally {
    rmSync(file, { force: true });
  }
}

export async function checkUbl(xml: string, rootName: UblRoot, type: SchematronType = 'efatura'): Promise<UblCheck> {
  return { xsdErrors: await checkXsd(xml, rootName), schematronErrors: checkSchematron(xml, type) };
}
