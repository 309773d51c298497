import React, { Suspense, type ReactNode } from "react"

import { PartHydrated, useHydratesApart } from "./use-enhanced"

/**
 * A part of the page that React hydrates in tasks of its own, after the page
 * around it: a Suspense boundary, whose server HTML React 18 hydrates later and
 * in slices, so that a phone can answer a tap between them instead of waiting
 * out one long task for the whole page. `id` is unique on the page.
 */
export function HydratesApart({ id, children }: { id: string; children: ReactNode }) {
  useHydratesApart(id)
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated id={id} />
    </Suspense>
  )
}
