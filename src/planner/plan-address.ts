/**
 * How a showtime reaches the plan without scripts: a row's toggle is a GET
 * form to Min festival with the showtime's id, and Min festival adds it on
 * arrival (add-from-address.ts). A module of its own, so that the rows carry
 * only these two names.
 */
export const PLAN_PATH = "/min-festival/"
export const ADD_PARAM = "legg-til"
