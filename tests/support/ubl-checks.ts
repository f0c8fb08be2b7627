import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gibFailures } from '../../src/sandbox-integrator/gib/check';

/**
 * Every UBL the API tests' servers build (boot's `onUbl`), kept once each in a folder (by its hash), and checked
 * against GİB's XSD and schematron when the run ends (the API global setup's teardown): a UBL GİB would refuse fails
 * the run, whichever test made it on the way.
 */
export function collectUbl(dir: string): (xml: string) => void {
  return (xml) => {
    const file = join(dir, `${createHash('sha256').update(xml).digest('hex').slice(0, 24)}.xml`);
    if (existsSync(file)) return;
    writeFileSync(`${file}.${process.pid}.part`, xml);
    renameSync(`${file}.${process.pid}.part`, file);
  };
}

const numberOf = (xml: string) => /<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml)?.[1] ?? '?';
const rootOf = (xml: string) => /<(?:[\w-]+:)?(Invoice|DespatchAdvice|ApplicationResponse|ReceiptAdvice)[\s>]/.exec(xml)?.[1] ?? '?';

/** What GİB says of each UBL collected: one line per refusal, naming the document (its root, number and file) and GİB's rule and text. */
export async function collectedUblFailures(dir: string): Promise<{ checked: number; failures: string[] }> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
  const failures: string[] = [];
  for (const name of files) {
    const xml = readFileSync(join(dir, name), 'utf8');
    for (const f of await gibFailures(xml))
      failures.push(`${rootOf(xml)} ${numberOf(xml)} (${join(dir, name)}): ${f.rule}: ${f.message}`);
  }
  return { checked: files.length, failures };
}
