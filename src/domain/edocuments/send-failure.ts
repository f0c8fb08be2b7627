/**
 * What an e-document's `lastError` says, for the screens to word in the user's language: GİB refused it (the
 * integrator's 4xx carrying GİB's rule and text, e.g. `integrator 422: TaxExemptionReasonCheck: …`), Defter could
 * not build it (an error code such as `ED10002`), or the integrator failed otherwise (its own text).
 */
export type SendFailure = { kind: 'gib'; rule: string; text: string } | { kind: 'code'; code: string } | { kind: 'integrator'; text: string };

export function sendFailureOf(lastError: string): SendFailure {
  const gib = /^integrator 4\d\d: ([A-Za-z][\w-]*): ([\s\S]+)$/.exec(lastError);
  if (gib) return { kind: 'gib', rule: gib[1]!, text: gib[2]! };
  if (/^[A-Z]{2}\d{5}$/.test(lastError)) return { kind: 'code', code: lastError };
  return { kind: 'integrator', text: lastError.replace(/^integrator (\d{3}: )?/, '') };
}
