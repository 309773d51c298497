import React from "react"

import type { BlockProps } from "./types"

export function NewsletterSubscribe({ block }: BlockProps<"newsletter-subscribe">) {
  return (
    <section className="newsletter" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{block.props.heading}</h2>
      {block.props.text && <p>{block.props.text}</p>}
    </section>
  )
}
