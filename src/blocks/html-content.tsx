import React from "react"

/** HTML written by editors; it was sanitized at build time (src/content-pipeline/sanitize.ts). */
export function HtmlContent({ html, className = "prose" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
