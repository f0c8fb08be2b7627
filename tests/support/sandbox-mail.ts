import { spawn } from 'node:child_process';

export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; size: number; content?: string }[];
}

/** Runs one of the sandboxes `npm start` runs beside the app, as its own process on free ports; the first line it prints. */
async function startProcess(main: string, env: Record<string, string>) {
  const root = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}${main}`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/listening on \S+/.test(out)) resolve(out);
    });
    child.once('exit', (code) => reject(new Error(`${main} exited (${code}): ${out}`)));
  });
  return {
    line,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const json = async (url: string, method = 'GET', body?: unknown) =>
  (await fetch(url, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) })).json();

/** The sandbox SMTP server: where to send (smtp://…), what it caught, its faults. */
export async function startSandboxMail() {
  const p = await startProcess('src/sandbox-mail/main.ts', { SANDBOX_SMTP_PORT: '0', SANDBOX_SMTP_ADMIN_PORT: '0' });
  const url = /listening on (smtp:\/\/\S+)/.exec(p.line)![1]!;
  const adminUrl = /admin on (http:\/\/\S+)/.exec(p.line)![1]!;
  return {
    url,
    adminUrl,
    stop: p.stop,
    faults: (body: { refuse?: number; refuseCode?: number; onlyTo?: string; drop?: number; delayMs?: number }) =>
      json(`${adminUrl}/admin/faults`, 'POST', body),
    caught: () => json(`${adminUrl}/admin/messages`) as Promise<CaughtMail[]>,
    one: (id: number) => json(`${adminUrl}/admin/messages/${id}`) as Promise<CaughtMail>,
  };
}

/** The sandbox SMS provider (Netgsm's API): where it listens, what it was sent, its faults. */
export async function startSandboxSms() {
  const p = await startProcess('src/sandbox-sms/main.ts', { SANDBOX_SMS_PORT: '0' });
  const url = /listening on (http:\/\/\S+)/.exec(p.line)![1]!;
  return {
    url,
    stop: p.stop,
    faults: (body: { refuse?: number; code?: string }) => json(`${url}/admin/faults`, 'POST', body),
    sent: () => json(`${url}/admin/messages`) as Promise<{ id: string; to: string; from: string; text: string }[]>,
  };
}
