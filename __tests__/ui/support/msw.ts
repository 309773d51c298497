import { setupServer } from "msw/node"

/** The HTTP boundary for ui tests: every request must be answered by a handler the test names. */
export function useMockServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
