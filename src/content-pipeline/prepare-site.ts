import { checkContent } from "./check-content"
import type { DocumentMemo } from "./document-memo"
import { loadContent, type ContentSet, type RawDocument } from "./load-content"
import { planSite, type SitePlan } from "./plan-site"
import type { ContentProblem } from "./problems"

export interface PreparedSite {
  content: ContentSet
  plan: SitePlan
}

/**
 * Everything between raw documents and Gatsby: parse, check, plan. Checking
 * and planning run on the documents that loaded, so one build reports the
 * problems of every file; planning waits for a clean check (a duplicate
 * would echo through every plan), and plan problems that may only follow
 * from a broken file are left out while there are broken files. The memo
 * (document-memo.ts) spares a rebuild parsing the files that did not change.
 */
export function prepareSite(
  documents: RawDocument[],
  memo?: DocumentMemo,
): { site?: PreparedSite; problems: ContentProblem[] } {
  const loaded = loadContent(documents, memo)
  if (loaded.value === undefined) return { problems: loaded.problems }
  const content = loaded.value
  const checkProblems = checkContent(content)
  if (checkProblems.length > 0) return { problems: [...loaded.problems, ...checkProblems] }
  const { plan, problems: planProblems } = planSite(content)
  const problems = [
    ...loaded.problems,
    ...(loaded.problems.length > 0 ? planProblems.filter((problem) => !problem.mayFollowFromOthers) : planProblems),
  ]
  return plan === undefined || problems.length > 0 ? { problems } : { site: { content, plan }, problems }
}
