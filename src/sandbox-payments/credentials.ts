/** The credentials the sandbox payment provider accepts unless told others (SANDBOX_PAYMENTS_API_KEY, …_SECRET_KEY). */
export const SANDBOX_API_KEY = 'sandbox-api-key';
export const SANDBOX_SECRET_KEY = 'sandbox-secret-key';
