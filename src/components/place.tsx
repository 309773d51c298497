import React from "react"

interface Located {
  venue: string
  hall: string
}

/**
 * Where a showtime is, in the words and order of every row on the site: the
 * venue, then the hall ("Oppdal kulturhus, Lille sal"), so that a visitor
 * reading down a list, a plan or a notice never has to work out which is which.
 */
export const placeOf = ({ venue, hall }: Located): string => `${venue}, ${hall}`

/** The same words in a row's place cell, with the hall kept on one line. */
export function Place({ venue, hall }: Located) {
  return (
    <>
      {venue}, <span className="place__hall">{hall}</span>
    </>
  )
}
