import { Link } from "gatsby"
import React from "react"

import { useAccount } from "../use-account"
import { MyTickets } from "./my-tickets"
import { MyWatchList } from "./my-watch-list"

/** "Min side": the signed-in visitor's tickets and watch list. */
export function MyPage() {
  const { profile, signedIn, signOut } = useAccount()
  if (profile === undefined) {
    return (
      <section aria-labelledby="my-page">
        <h1 id="my-page">Min side</h1>
        <p role="status">Et øyeblikk …</p>
      </section>
    )
  }
  if (!signedIn) {
    return (
      <section aria-labelledby="my-page">
        <h1 id="my-page">Min side</h1>
        <p>
          Du er ikke logget inn. <Link to="/logg-inn/">Logg inn</Link> for å se billettene og ønskelisten din, eller{" "}
          <Link to="/ny-bruker/">lag en ny bruker</Link>.
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby="my-page">
      <h1 id="my-page">Min side</h1>
      <p>
        Innlogget som <strong>{profile.userName}</strong> ({profile.email}).{" "}
        <button type="button" className="link-button" onClick={() => signOut()}>
          Logg ut
        </button>
      </p>
      <MyTickets />
      <MyWatchList />
    </section>
  )
}
