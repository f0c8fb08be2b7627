/** The sandbox bank's HTML: the 3-D Secure page where the SMS code is entered, and the form that posts the callback. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;

/** What initialize returns (base64 in threeDSHtmlContent): it takes the card holder to the bank's page. */
export const redirectPage = (url: string) =>
  page(
    '3-D Secure',
    `<form id="go" method="get" action="${escapeHtml(url)}"><button type="submit">3-D Secure</button></form><script>document.getElementById('go').submit()</script>`,
  );

export const smsPage = (action: string, amount: string, maskedCard: string) =>
  page(
    'Sandbox Bank · 3-D Secure',
    `<h1>Sandbox Bank</h1><p>3-D Secure: <strong>${escapeHtml(amount)} TL</strong>, ${escapeHtml(maskedCard)}</p>` +
      `<form method="post" action="${escapeHtml(action)}"><label>SMS kodu <input name="code" inputmode="numeric" autocomplete="one-time-code" autofocus></label> ` +
      `<button type="submit">Onayla</button></form><p><small>Sandbox: 283126</small></p>`,
  );

/** The bank posts the callback's fields to the merchant's return URL through the card holder's browser. */
export const callbackPage = (url: string, fields: Record<string, string>) =>
  page(
    '3-D Secure',
    `<form id="cb" method="post" action="${escapeHtml(url)}">` +
      Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('') +
      `<button type="submit">Devam</button></form><script>document.getElementById('cb').submit()</script>`,
  );
