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

/** What GİB says of each UBL collected: the documents it refuses, each named (its root, number and file) with GİB's rules and texts. */
export async function collectedUblFailures(dir: string): Promise<{ checked: number; failed: string[] }> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
  const failed: string[] = [];
  for (const name of files) {
    const xml = readFileSync(join(dir, name), 'utf8');
    const failures = await gibFailures(xml);
    if (failures.length > 0)
      failed.push(`${rootOf(xml)} ${numberOf(xml)} (${join(dir, name)}):\n${failures.map((f) => `  ${f.rule}: ${f.message}`).join('\n')}`);
  }
  return { checked: files.length, failed };
}
