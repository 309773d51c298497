import { render, screen } from "@testing-library/react"
import React from "react"

import { RatingStars } from "../../src/components/rating-stars"

describe("rating stars", () => {
  it("read out the rating and the votes as one sentence", () => {
    render(<RatingStars rating={4.25} count={12} />)
    expect(screen.getByRole("img", { name: "Vurdering 4,3 av 5, 12 stemmer" })).toBeInTheDocument()
  })

  it.each([
    [37, "Vurdering 5 av 5"],
    [-2, "Vurdering 0 av 5"],
    [Number.NaN, "Vurdering 0 av 5"],
  ])("never read out a rating outside the scale (%s)", (rating, name) => {
    render(<RatingStars rating={rating} />)
    expect(screen.getByRole("img", { name })).toBeInTheDocument()
  })
})
