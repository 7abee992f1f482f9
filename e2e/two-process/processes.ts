// The two server processes of the two-process browser test: E2E_PORT and the port after it.
const port = Number(process.env.E2E_PORT ?? 3150);

export const PROCESS_A = `http://127.0.0.1:${port}`;
export const PROCESS_B = `http://127.0.0.1:${port + 1}`;
