import React from "react"

import { useAfterMount } from "../components/use-after-mount"
import { DocumentHead } from "../components/document-head"
import { tagManagerScript } from "./consent"

/**
 * Google Tag Manager, only when site.json names a container, and only after
 * the visitor's yes: the question and the loading are fetched once the page
 * is up (consent-question.tsx), so pages pay nothing for them in their first
 * load. The head names the script it may load, for the page's security
 * policy (src/security/), without loading it.
 */
export function TagManager({ id }: { id: string }) {
  if (!/^GTM-[A-Z0-9]+$/.test(id)) return null
  return (
    <>
      <DocumentHead>
        <meta name="tag-manager" content={tagManagerScript(id)} />
      </DocumentHead>
      <ConsentQuestion id={id} />
    </>
  )
}

function ConsentQuestion({ id }: { id: string }) {
  return useAfterMount(
    () => import("./consent-question").then((module) => module.ConsentQuestion),
    "The cookie consent question",
    { id },
  )
}
