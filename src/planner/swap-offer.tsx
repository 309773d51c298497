import { useSetAtom } from "jotai"
import React from "react"

import type { Screening } from "../content-model/screening"
import { formatDayTime } from "../components/oslo-time"
import { placeOf } from "../components/place"
import { replaceScreeningAtom } from "./plan-store"

/**
 * The film's other showings, each with "Bytt til denne", which puts it in the
 * saved screening's place in one step (replaceScreeningAtom). Takes the saved
 * screening and the alternatives, whatever found them: a clash here, a live
 * change elsewhere. `onSwapped` hears of the new screening, so the page can
 * move focus to it.
 */
export function SwapOffer({
  saved,
  alternatives,
  onSwapped,
}: {
  saved: Screening
  alternatives: readonly Screening[]
  onSwapped?: (to: Screening) => void
}) {
  const replace = useSetAtom(replaceScreeningAtom)
  if (alternatives.length === 0) return <p className="plan-row__alternatives">Ingen annen visning av filmen passer.</p>
  return (
    <div className="plan-row__alternatives">
      <p>Andre visninger av {saved.title} som passer i planen:</p>
      <ul>
        {alternatives.map((other) => (
          <li key={other.id}>
            <span>
              {formatDayTime(other.start)}, {placeOf(other)}
            </span>
            <button
              type="button"
              className="plan-button"
              onClick={() => {
                replace({ from: saved.id, to: other })
                onSwapped?.(other)
              }}
            >
              Bytt til denne
              <span className="visually-hidden">
                {` visningen av ${saved.title} ${formatDayTime(other.start)}, i stedet for ${formatDayTime(saved.start)}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
