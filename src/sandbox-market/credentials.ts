/** The API key and secret the sandbox marketplace accepts ("key:secret", as Trendyol gives them): Defter uses them for a company on the sandbox. */
export const SANDBOX_MARKET_API_KEY = 'sandbox-key:sandbox-secret';
