/** Where the e2e project serves dist/ while it runs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
