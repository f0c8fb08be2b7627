#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the last build, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(join(root, 'src/web/index.html'))) return false;
  if (!existsSync(built)) return true;
  const sources = Math.max(newestMtime(join(root, 'src/web')), newestMtime(join(root, 'locales')), statSync(join(root, 'vite.config.ts')).mtimeMs);
  return sources > statSync(built).mtimeMs;
}

if (needsBuild()) {
  console.log('Building the web app…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Each outside system the app talks to has a sandbox that runs beside the app when no address for the real one is
// given, on PORT + offset (or its own port variable; 0 takes a free port), and stops with it; the app starts once every
// sandbox says where it listens. Several app servers on one PostgreSQL share ONE sandbox of each kind (the integrator
// keeps its documents in its own state file): start it alone (`npm run sandbox`) or with the first server, and give
// every other server its address in the URL variable.
const SANDBOXES = [
  { urlVar: 'INTEGRATOR_URL', portVar: 'SANDBOX_PORT', offset: 1, main: 'src/sandbox-integrator/main.ts', name: 'the sandbox integrator' },
  { urlVar: 'PAYMENTS_URL', portVar: 'SANDBOX_PAYMENTS_PORT', offset: 2, main: 'src/sandbox-payments/main.ts', name: 'the sandbox payment provider' },
  { urlVar: 'CARGO_URL', portVar: 'SANDBOX_CARGO_PORT', offset: 3, main: 'src/sandbox-cargo/main.ts', name: 'the sandbox carrier' },
  { urlVar: 'MARKET_URL', portVar: 'SANDBOX_MARKET_PORT', offset: 4, main: 'src/sandbox-market/main.ts', name: 'the sandbox marketplace' },
  { urlVar: 'MIKRO_URL', portVar: 'SANDBOX_MIKRO_PORT', offset: 5, main: 'src/sandbox-mikro/main.ts', name: 'the sandbox Mikro' },
  { urlVar: 'SMTP_URL', portVar: 'SANDBOX_SMTP_PORT', offset: 6, main: 'src/sandbox-mail/main.ts', name: 'the SMTP sandbox', adminVar: 'SMTP_ADMIN_URL' },
  { urlVar: 'SMS_URL', portVar: 'SANDBOX_SMS_PORT', offset: 7, main: 'src/sandbox-sms/main.ts', name: 'the sandbox SMS provider' },
];

const env = { ...process.env };

function startSandbox({ urlVar, portVar, offset, main, name, adminVar }) {
  const port = env[portVar] ?? String(Number(env.PORT || 8080) + offset);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, main)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...env, [portVar]: port },
  });
  const listening = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk.toString();
      const m = /listening on ((?:http|smtp):\/\/\S+)/.exec(out);
      // a sandbox with an HTTP admin beside its own protocol (the SMTP server) names both on that line
      if (m && adminVar) env[adminVar] = /admin on (http:\/\/\S+)/.exec(out)?.[1];
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`${name} stopped (${code})`)));
  });
  return { child, urlVar, listening };
}

const sandboxes = SANDBOXES.filter((s) => !env[s.urlVar]).map(startSandbox);
for (const s of sandboxes) env[s.urlVar] = await s.listening;

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.kill(signal);
    for (const s of sandboxes) s.child.kill(signal);
  });
server.on('exit', (code, signal) => {
  for (const s of sandboxes) s.child.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
