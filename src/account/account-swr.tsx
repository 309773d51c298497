import React, { type ReactNode } from "react"
import { SWRConfig } from "swr"

/**
 * SWR's options for account data: not refetched just because the window
 * regains focus, refetched when the network comes back.
 */
export function AccountSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ revalidateOnFocus: false, revalidateOnReconnect: true }}>{children}</SWRConfig>
}
