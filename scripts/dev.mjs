#!/usr/bin/env node
// `npm run dev`: the API server restarting on change (port 8080) and Vite's dev server for the web app
// (http://localhost:5173, which proxies /api to the server).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'src/server/main.ts')], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
