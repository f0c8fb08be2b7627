// `npm run docs:http`: writes docs/http-reference.md from the server's route table and the zod schemas its handlers
// parse with. `--check` writes nothing and fails when the committed file differs (tests/unit/http-reference.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';
import { registeredRoutes } from './http-reference/registered-routes';
import { renderReference } from './http-reference/render';
import { routeFacts } from './http-reference/route-facts';
import { ROOT } from './http-reference/source-sites';

const TARGET = `${ROOT}/docs/http-reference.md`;

export async function httpReference(): Promise<string> {
  const facts = [];
  for (const route of await registeredRoutes()) facts.push(await routeFacts(route));
  const options = await prettier.resolveConfig(TARGET);
  return prettier.format(renderReference(facts), { ...options, filepath: TARGET });
}

const text = await httpReference();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(TARGET, 'utf8');
  } catch {
    // no file yet: it differs
  }
  if (committed !== text) {
    console.error('docs/http-reference.md is not what the server registers and parses: run npm run docs:http');
    process.exit(1);
  }
  console.log('docs/http-reference.md is current');
} else {
  writeFileSync(TARGET, text);
  console.log(`wrote docs/http-reference.md`);
}
