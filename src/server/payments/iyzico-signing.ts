import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * iyzico's signatures, as its published client (iyzipay-node) makes them; the adapter and the sandbox payment provider
 * share them, so the sandbox checks exactly what the adapter signs.
 * - A request: `Authorization: IYZWSv2 base64("apiKey:<key>&randomKey:<rnd>&signature:<hex>")`, the signature an
 *   HMAC-SHA256 with the secret key of rnd + the URI path + the JSON body; rnd also travels in `x-iyzi-rnd`.
 * - An answer or a callback: HMAC-SHA256 hex with the secret key of named fields joined with ':'.
 */
const hmac = (secretKey: string, data: string) => createHmac('sha256', secretKey).update(data).digest('hex');

export function authorization(apiKey: string, secretKey: string, path: string, body: string, rnd: string): string {
  const signature = hmac(secretKey, rnd + path + body);
  return 'IYZWSv2 ' + Buffer.from(`apiKey:${apiKey}&randomKey:${rnd}&signature:${signature}`).toString('base64');
}

export const randomKey = () => Date.now().toString() + randomBytes(6).toString('hex');

/** The api key the Authorization header names and whether its signature holds for this secret key. */
export function checkAuthorization(header: string | undefined, secretKey: string, path: string, body: string): { apiKey: string; valid: boolean } {
  const m = /^IYZWSv2 (.+)$/.exec(header ?? '');
  if (!m) return { apiKey: '', valid: false };
  const fields = new Map(
    Buffer.from(m[1]!, 'base64')
      .toString('utf8')
      .split('&')
      .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)] as const),
  );
  const apiKey = fields.get('apiKey') ?? '';
  const rnd = fields.get('randomKey') ?? '';
  return { apiKey, valid: sameText(fields.get('signature') ?? '', hmac(secretKey, rnd + path + body)) };
}

export const fieldSignature = (secretKey: string, fields: readonly string[]) => hmac(secretKey, fields.join(':'));

export const signatureHolds = (secretKey: string, fields: readonly string[], signature: unknown) =>
  typeof signature === 'string' && sameText(signature, fieldSignature(secretKey, fields));

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** iyzico writes prices as its client's formatPrice does: no trailing zeros, at least one decimal ("12.5", "100.0"). */
export function iyzicoPrice(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed || '0'}`;
}

/** The fields each signed message is signed over, in iyzico's order. */
export const SIGNED = {
  initialize: ['paymentId', 'conversationId'],
  payment: ['paymentId', 'currency', 'basketId', 'conversationId', 'paidPrice', 'price'],
  refund: ['paymentId', 'conversationId'],
  callback: ['conversationData', 'conversationId', 'mdStatus', 'paymentId', 'status'],
} as const;

export const signedValues = (fields: readonly string[], source: Record<string, unknown>) => fields.map((f) => String(source[f] ?? ''));
