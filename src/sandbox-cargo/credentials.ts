/** The user the sandbox carrier accepts: Yurtiçi's published test user, which Defter uses for a carrier on the sandbox. */
export const SANDBOX_CARGO_USERNAME = 'YKTEST';
export const SANDBOX_CARGO_PASSWORD = 'YK';
