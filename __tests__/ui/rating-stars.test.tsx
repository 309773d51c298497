import { render, screen } from "@testing-library/react"
import React from "react"

import { RatingStars, starFills } from "../../src/components/rating-stars"

describe("rating stars", () => {
  it("read out the rating and the votes as one sentence", () => {
    render(<RatingStars rating={4.25} count={12} />)
    expect(screen.getByRole("img", { name: "Vurdering 4,3 av 5, 12 stemmer" })).toBeInTheDocument()
  })

  it("show the real value beside the stars", () => {
    render(<RatingStars rating={4.5} count={3} />)
    expect(screen.getByRole("img", { name: "Vurdering 4,5 av 5, 3 stemmer" })).toHaveTextContent("4,5(3)")
  })

  it.each([
    [4.5, ["full", "full", "full", "full", "half"]],
    [4.8, ["full", "full", "full", "full", "full"]],
    [3.2, ["full", "full", "full", "empty", "empty"]],
    [0.5, ["half", "empty", "empty", "empty", "empty"]],
    [0, ["empty", "empty", "empty", "empty", "empty"]],
  ])("draw %s as whole and half stars to the nearest half", (rating, fills) => {
    expect(starFills(rating, 5)).toEqual(fills)
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
