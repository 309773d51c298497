import { Provider } from "jotai"
import React, { type ReactNode } from "react"
import { SWRConfig } from "swr"

/**
 * Mounted in wrapRootElement (gatsby-browser and gatsby-ssr): one Jotai store
 * and one SWR cache for the whole visit. Account data is not refetched just
 * because the window regains focus; it is refetched on reconnect.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <SWRConfig value={{ revalidateOnFocus: false, revalidateOnReconnect: true }}>{children}</SWRConfig>
    </Provider>
  )
}
