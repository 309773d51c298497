import React from "react"

import { Picture } from "./picture"
import { SmartLink } from "../components/smart-link"
import type { BlockProps } from "./types"

export function ManualCardList({ block }: BlockProps<"manual-card-list">) {
  const { heading, cards } = block.props
  return (
    <section className="card-list" aria-label={heading || undefined}>
      {heading && <h2>{heading}</h2>}
      <ul className="card-list__items">
        {cards.map((card) => (
          <li key={card.title} className="card">
            {card.image && <Picture className="card__image" image={card.image} />}
            <h3 className="card__title">
              {card.link ? <SmartLink to={card.link.path}>{card.title}</SmartLink> : card.title}
            </h3>
            {card.text && <p>{card.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
