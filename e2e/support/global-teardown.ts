export default async function globalTeardown(): Promise<void> {
  globalThis.__E2E_PROCESSES__?.forEach((child) => child.kill())
}
