import React from "react"

import { formatDay, formatFullDay, formatTime } from "../../components/oslo-time"
import { errorMessage } from "../error-message"
import { useTickets } from "../api/tickets"
import type { MyTicket } from "../../ticketing/types"

function TicketCard({ ticket }: { ticket: MyTicket & { qrImage?: string } }) {
  const qr = ticket.qrImage || ticket.qrUrl
  return (
    <li className="ticket">
      <div className="ticket__qr">
        {qr ? <img src={qr} alt={`QR-kode for billetten til ${ticket.movieTitle}`} width={160} height={160} /> : null}
        <p className="ticket__code">{ticket.qrCode}</p>
      </div>
      <div className="ticket__details">
        <h3>{ticket.movieTitle}</h3>
        <p>
          <time dateTime={ticket.startTime}>
            {formatFullDay(ticket.startTime)} kl. {formatTime(ticket.startTime)}
          </time>
          {ticket.sal && <>, {ticket.sal}</>}
        </p>
        {ticket.seatsInfo.info && <p>{ticket.seatsInfo.info}</p>}
        {ticket.seatsInfo.seats.length > 0 && (
          <ul className="ticket__seats" aria-label="Plasser">
            {ticket.seatsInfo.seats.map((group) => (
              <li key={group.row}>
                Rad {group.row}, {group.seats.length === 1 ? "sete" : "seter"} {group.seats.join(", ")}
              </li>
            ))}
          </ul>
        )}
        {ticket.notes && <p className="ticket__notes">{ticket.notes}</p>}
        {ticket.expirationDate && (
          <p className="ticket__expiry">
            Gyldig til{" "}
            <time dateTime={ticket.expirationDate}>
              {formatFullDay(ticket.expirationDate)} kl. {formatTime(ticket.expirationDate)}
            </time>
          </p>
        )}
      </div>
      {ticket.image && (
        <img className="ticket__poster" src={ticket.image} alt="" width={120} height={180} loading="lazy" />
      )}
    </li>
  )
}

export function MyTickets() {
  const { items, loading, error, refresh, fromWalletSavedAt } = useTickets()
  return (
    <section className="my-section" aria-labelledby="my-tickets">
      <h2 id="my-tickets">Mine billetter</h2>
      <button type="button" className="link-button" onClick={() => refresh()} disabled={loading} aria-busy={loading}>
        {loading ? "Henter billetter …" : "Hent billettene på nytt"}
      </button>
      {fromWalletSavedAt ? (
        <p className="offline-note" role="status">
          {/* The wallet answers whenever the service cannot be reached; say which of the two it is. */}
          {navigator.onLine ? "Vi får ikke kontakt med billettsystemet." : "Du er uten nett."} Billettene under er
          lagret på denne enheten{" "}
          <time dateTime={fromWalletSavedAt}>
            {formatDay(fromWalletSavedAt)} kl. {formatTime(fromWalletSavedAt)}
          </time>
          , og QR-kodene kan skannes som vanlig.
        </p>
      ) : (
        error && (
          <p className="form-alert" role="alert">
            {errorMessage(error, "tickets")}
            {items.length > 0 && " Billettene under er de vi hentet sist."}
          </p>
        )
      )}
      {loading && items.length === 0 && <p role="status">Henter billettene dine …</p>}
      {!loading && !error && items.length === 0 && <p>Du har ingen billetter ennå.</p>}
      {items.length > 0 && (
        <ul className="tickets">
          {items.map((ticket) => (
            <TicketCard key={ticket.qrCode} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  )
}
