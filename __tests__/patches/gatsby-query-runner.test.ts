/**
 * Gatsby's query workers end when asked only once nothing keeps them alive.
 * Its GraphQLRunner scheduled a cache clean-up 5 s after every query on a
 * timer that did: each worker that had run a query was killed after Gatsby's
 * 1 s wait instead, at every restart and end of the pool.
 * patches/gatsby+5.16.1.patch keeps the clean-up on a timer that doesn't.
 */
import { buildSchema } from "graphql"

// Gatsby's internals, as installed (and patched): no types are published for them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GraphQLRunner } = require("gatsby/dist/query/graphql-runner") as {
  GraphQLRunner: new (store: { getState(): unknown }) => {
    query(query: string, context: Record<string, unknown>, options: { queryName: string }): Promise<unknown>
  }
}

/** Timers that keep this process running (Node lists only those). */
const keepingAlive = () => process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length

it("leaves no timer that keeps a worker alive after a query", async () => {
  const schema = buildSchema("type Query { title: String }")
  const runner = new GraphQLRunner({ getState: () => ({ schema, schemaCustomization: {} }) })
  const before = keepingAlive()

  const result = await runner.query("{ title }", {}, { queryName: "a page query" })

  expect(result).toEqual({ data: { title: null } })
  expect(keepingAlive()).toBe(before)
})
