import { spawn } from 'node:child_process';

/** The sandbox payment provider as `npm start` runs it: its own process, on a free port. */
export async function startSandboxPayments(
  env: Record<string, string> = {},
): Promise<{ url: string; faults(body: Record<string, number>): Promise<unknown>; stop(): Promise<void> }> {
  const root = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}src/sandbox-payments/main.ts`], {
    cwd: root,
    env: { ...process.env, SANDBOX_PAYMENTS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`sandbox payment provider exited (${code}): ${out}`)));
  });
  return {
    url,
    async faults(body) {
      const r = await fetch(`${url}/admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return r.json();
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * What a card holder's browser does on the sandbox bank's pages: follows the page to the SMS form, enters the code, and
 * returns the callback's fields (the hidden inputs of the form the bank posts to the return URL); `bankCallback` also
 * gives that URL.
 */
export async function passThreeDSecure(html: string, code: string): Promise<Record<string, string>> {
  return (await bankCallback(html, code)).fields;
}

export async function bankCallback(html: string, code: string): Promise<{ url: string; fields: Record<string, string> }> {
  const bankPage = /action="([^"]+)"/.exec(html)![1]!;
  const sms = await (await fetch(bankPage)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(sms)![1]!;
  const posted = await (await fetch(action, { method: 'POST', body: new URLSearchParams({ code }) })).text();
  const url = /<form id="cb" method="post" action="([^"]+)"/.exec(posted)![1]!.replace(/&amp;/g, '&');
  return { url, fields: Object.fromEntries([...posted.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!])) };
}
