import { Link } from "gatsby"
import React from "react"

import { ArrowIcon } from "../components/icons"
import { Picture } from "./picture"
import type { BlockProps } from "./types"

export function Slideshow({ block }: BlockProps<"slideshow">) {
  return (
    <section className="slideshow" aria-label="Utvalgt">
      <ul className="slideshow__track">
        {block.props.slides.map((slide, index) => (
          <li key={slide.title} className="slideshow__slide">
            <Picture image={slide.image} eager={index === 0} />
            <div className="slideshow__caption">
              <p className="slideshow__title">{slide.title}</p>
              {slide.text && <p>{slide.text}</p>}
              {slide.link && (
                <Link to={slide.link.path}>
                  {slide.link.label} <ArrowIcon size={18} />
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
