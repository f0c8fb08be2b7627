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

// with no integrator configured, the sandbox integrator runs beside the app (on PORT + 1, or SANDBOX_PORT; 0 takes a free
// port) and stops with it; the app starts once the sandbox says where it listens. Several app servers on one PostgreSQL
// share ONE sandbox (it keeps its documents in its own state file): start it alone (`npm run sandbox`) or with the first
// server, and give every other server its address in INTEGRATOR_URL
const env = { ...process.env };
let sandbox = null;
if (!env.INTEGRATOR_URL) {
  const port = env.SANDBOX_PORT ?? String(Number(env.PORT || 8080) + 1);
  sandbox = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/sandbox-integrator/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...env, SANDBOX_PORT: port },
  });
  env.INTEGRATOR_URL = await new Promise((resolve, reject) => {
    let out = '';
    sandbox.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    sandbox.once('exit', (code) => reject(new Error(`the sandbox integrator stopped (${code})`)));
  });
}

// likewise the sandbox payment provider (the bank of card payments) on PORT + 2 (SANDBOX_PAYMENTS_PORT), when no
// PAYMENTS_URL is given
let paymentsSandbox = null;
if (!env.PAYMENTS_URL) {
  const port = env.SANDBOX_PAYMENTS_PORT ?? String(Number(env.PORT || 8080) + 2);
  paymentsSandbox = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/sandbox-payments/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...env, SANDBOX_PAYMENTS_PORT: port },
  });
  env.PAYMENTS_URL = await new Promise((resolve, reject) => {
    let out = '';
    paymentsSandbox.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    paymentsSandbox.once('exit', (code) => reject(new Error(`the sandbox payment provider stopped (${code})`)));
  });
}

// likewise the sandbox carrier (plays the five cargo carriers) on PORT + 3 (SANDBOX_CARGO_PORT), when no CARGO_URL is given
let cargoSandbox = null;
if (!env.CARGO_URL) {
  const port = env.SANDBOX_CARGO_PORT ?? String(Number(env.PORT || 8080) + 3);
  cargoSandbox = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/sandbox-cargo/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...env, SANDBOX_CARGO_PORT: port },
  });
  env.CARGO_URL = await new Promise((resolve, reject) => {
    let out = '';
    cargoSandbox.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    cargoSandbox.once('exit', (code) => reject(new Error(`the sandbox carrier stopped (${code})`)));
  });
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.kill(signal);
    sandbox?.kill(signal);
    paymentsSandbox?.kill(signal);
    cargoSandbox?.kill(signal);
  });
server.on('exit', (code, signal) => {
  sandbox?.kill('SIGTERM');
  paymentsSandbox?.kill('SIGTERM');
  cargoSandbox?.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
