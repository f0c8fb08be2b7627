import { errorEnvelopeSchema, successEnvelope } from '../../domain/schemas/envelope';
import { posSaleSavedSchema } from '../../domain/schemas/pos';
import type { PosSaleBody } from '../../../flows/pos';
import { currentLang } from '../i18n/lang';
import type { SendOutcome } from '../offline/syncQueue';
import { API_BASE, REQUEST_TIMEOUT_MS } from './client';
import { getToken } from './session';
import { deviceHeaders } from '../offline/offlineDb';
import { Dec } from '../../domain/money/decimal';

const savedSchema = successEnvelope(posSaleSavedSchema);

/** Answers that are about the sale itself: it is refused, and the next queued sale goes on. */
const REFUSED = new Set([400, 403, 409, 422]);
const DEVICE_REFUSALS = new Set(['DV10001', 'DV10002']);

/**
 * POST /api/pos/sales for the till and the offline queue. Not through `api()`: a refusal is the queue's to show
 * beside the sale, not a dialog in front of the cashier, and "no answer" is an outcome, not an error.
 */
export async function submitPosSale(body: PosSaleBody): Promise<SendOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Accept-Language': currentLang(),
    ...deviceHeaders(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/pos/sales`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    return { kind: 'unreachable' };
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const saved = savedSchema.safeParse(json);
    if (!saved.success) return { kind: 'unreachable' };
    const { id, number, payments, salespersonRemoved } = saved.data.response;
    return {
      kind: 'sent',
      id,
      number,
      ...(payments?.onAccount && !new Dec(payments.onAccount).isZero() ? { pointsOnAccount: payments.onAccount } : {}),
      ...(salespersonRemoved !== undefined ? { salespersonRemoved: true } : {}),
    };
  }
  if (!REFUSED.has(res.status)) return { kind: 'unreachable' };
  const refusal = errorEnvelopeSchema.safeParse(json);
  // refused for the device, not for the sale: it stays queued until an admin releases the other device
  if (refusal.success && DEVICE_REFUSALS.has(refusal.data.code ?? '')) return { kind: 'unreachable' };
  const parts = refusal.success ? [refusal.data.message, ...Object.values(refusal.data.errors ?? {}).map((m) => m[0] ?? '')] : [];
  return { kind: 'refused', reason: [...new Set(parts.filter(Boolean))].join(' — ') || `HTTP ${res.status}` };
}
