// Where the end-to-end run finds the embedded API and the served production build (shared by the gate).
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54329);
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4320);
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;
