/** What the sandbox Mikro accepts: the firm, user, password and API key Defter uses for a company on the sandbox. */
export const SANDBOX_MIKRO = { firmCode: 'DEFTER', userCode: 'SRV', password: 'mikro', apiKey: 'sandbox-api-key' } as const;
