/**
 * How a showtime or a wish reaches Min festival without scripts: a row's
 * toggle is a GET form to Min festival with the showtime's id, a film's
 * mark one with the film's code and the button pressed, and Min festival
 * adds or marks it on arrival (add-from-address.ts, wish-from-address.ts).
 * A module of its own, so that the rows carry only these names.
 */
import type { Wish } from "./wish-storage"

export const PLAN_PATH = "/min-festival/"
export const ADD_PARAM = "legg-til"

export const WISH_FILM_PARAM = "onske-film"
export const WISH_PARAM = "onske"

/** Each wish's button: what the address says, and what the visitor reads. */
export const WISH_CHOICES: readonly { wish: Wish; value: string; label: string }[] = [
  { wish: "must", value: "ma-se", label: "Må se" },
  { wish: "want", value: "vil-gjerne", label: "Vil gjerne se" },
]
