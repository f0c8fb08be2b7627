import type { ErrorEnvelope as Refusal } from '../../domain/schemas/envelope';

/** A refusal of the server (src/domain/schemas/envelope.ts), or what the client makes of a call without an answer. */
export type ErrorEnvelope = Partial<Refusal>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: ErrorEnvelope | null,
  ) {
    super(body?.message || statusText || `HTTP ${status}`);
    this.name = 'ApiError';
  }
  get code(): string | undefined {
    return this.body?.code;
  }
}

export function isEnvelope(body: unknown): body is ErrorEnvelope {
  return !!body && typeof body === 'object' && ('message' in body || 'code' in body);
}
