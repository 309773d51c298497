import { lazy } from "react"

/**
 * A list of showtimes across productions (the events block), which a
 * production's page or the programme's may have, and which the demo's pages
 * have only hidden: its code, and the titles' with it, comes with the block,
 * not with every such page. The server's HTML stands until it has, and works
 * as HTML meanwhile; React replays a press made before it.
 */
export const Events = lazy(() =>
  import(/* webpackChunkName: "events-block" */ "./events").then((code) => ({ default: code.Events })),
)
