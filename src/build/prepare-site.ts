import { checkContent } from "./check-content"
import { loadContent, type ContentSet, type RawDocument } from "./load-content"
import { planSite, type SitePlan } from "./plan-site"
import type { ContentProblem } from "./problems"

export interface PreparedSite {
  content: ContentSet
  plan: SitePlan
}

/**
 * Everything between raw documents and Gatsby: parse, check, plan. Each stage
 * runs only on what the one before accepted, so a problem is reported once,
 * where it starts.
 */
export function prepareSite(documents: RawDocument[]): { site?: PreparedSite; problems: ContentProblem[] } {
  const loaded = loadContent(documents)
  if (loaded.value === undefined) return { problems: loaded.problems }
  const content = loaded.value
  const checkProblems = checkContent(content)
  if (checkProblems.length > 0) return { problems: checkProblems }
  const { plan, problems } = planSite(content)
  return plan === undefined ? { problems } : { site: { content, plan }, problems: [] }
}
