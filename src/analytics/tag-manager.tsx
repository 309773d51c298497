import React from "react"

import { DocumentHead } from "../components/document-head"

/**
 * Google Tag Manager, only when site.json names a container. Events pushed
 * before the script arrives wait in `window.dataLayer`.
 */
export function TagManager({ id }: { id: string }) {
  if (!/^GTM-[A-Z0-9]+$/.test(id)) return null
  return (
    <DocumentHead>
      <script>{`window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`}</script>
      <script async src={`https://www.googletagmanager.com/gtm.js?id=${id}`} />
    </DocumentHead>
  )
}
