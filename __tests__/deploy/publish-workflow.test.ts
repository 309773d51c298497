/**
 * The hosted publishing loop, .github/workflows/publish.yml: valid by
 * GitHub's workflow schema (action-validator, which checks the SchemaStore
 * schema and what the schema cannot say, in WebAssembly: no binary to
 * download), and holding to the rules a publishing loop lives by.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { validateWorkflow } from "@action-validator/core"
import { parse } from "yaml"

const source = readFileSync(path.resolve(".github", "workflows", "publish.yml"), "utf8")

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Workflow {
  on: Record<string, unknown>
  concurrency: { group: unknown; "cancel-in-progress": unknown }
  permissions: Record<string, string>
  jobs: Record<string, { permissions?: unknown; steps: Step[] }>
}
const workflow = parse(source) as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const stepIndex = (test: (step: Step) => boolean) => steps.findIndex(test)

describe("the publishing workflow", () => {
  it("is valid by GitHub's workflow schema", () => {
    expect(validateWorkflow(source).errors).toEqual([])
  })

  it("would be refused by the same check if it were not", () => {
    const broken = source.replace("cancel-in-progress: false", "cancel-in-progress: sometimes")
    expect(validateWorkflow(broken).errors).not.toEqual([])
    expect(validateWorkflow(source.replace(/runs-on:/, "runs_on:")).errors).not.toEqual([])
  })

  it("starts on the CMS's repository_dispatch and by hand", () => {
    expect(workflow.on.repository_dispatch).toEqual({ types: ["cms-publish"] })
    expect(workflow.on).toHaveProperty("workflow_dispatch")
  })

  it("runs one build at a time with one waiting, and never cancels one half-way", () => {
    expect(typeof workflow.concurrency.group).toBe("string")
    expect(workflow.concurrency.group).not.toMatch(/\$\{\{/)
    expect(workflow.concurrency["cancel-in-progress"]).toBe(false)
  })

  it("gives GitHub's token no more than reading the repository", () => {
    expect(workflow.permissions).toEqual({ contents: "read" })
    Object.values(workflow.jobs).forEach((job) => expect(job.permissions).toBeUndefined())
  })

  it("builds on Node 20 from npm ci, with Gatsby's cache kept between runs", () => {
    const node = steps.find((step) => step.uses?.startsWith("actions/setup-node@"))
    expect(String(node?.with?.["node-version"])).toBe("20")
    expect(steps.some((step) => step.run === "npm ci --no-audit --no-fund")).toBe(true)
    const cache = steps.find((step) => step.uses?.startsWith("actions/cache@"))
    expect(String(cache?.with?.path).split("\n").filter(Boolean)).toEqual([".cache", "public"])
  })

  it("pulls the content, builds, keeps the last deploys' scripts, then deploys, in that order", () => {
    const order = [
      stepIndex((step) => step.uses?.startsWith("actions/cache@") === true),
      stepIndex((step) => step.run === "npm run content:pull"),
      stepIndex((step) => step.run === "npm run build"),
      stepIndex((step) => step.run?.startsWith("node deploy/keep-previous-assets.mjs") === true),
      stepIndex((step) => step.run?.includes("netlify-cli") === true),
    ]
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it("takes secrets from the repository's secrets and puts no expression into a command line", () => {
    const deploy = steps.find((step) => step.run?.includes("netlify-cli"))
    expect(deploy?.env?.NETLIFY_AUTH_TOKEN).toBe("${{ secrets.NETLIFY_AUTH_TOKEN }}")
    // A dispatch's payload is the sender's text: in a `run:` it would be shell code.
    expect(steps.filter((step) => step.run?.includes("${{"))).toEqual([])
  })
})
