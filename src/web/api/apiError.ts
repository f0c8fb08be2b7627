export interface ErrorEnvelope {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
  transactions?: { message: string }[];
}

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
