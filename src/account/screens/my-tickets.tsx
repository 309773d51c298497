import React, { useState } from "react"

import { formatDayTime, formatFullDay, formatTime } from "../../components/oslo-time"
import { errorMessage } from "../error-message"
import { useTickets } from "../api/tickets"
import type { MyTicket } from "../../ticketing/types"
import { TicketQrDialog, seatsText } from "./ticket-qr-dialog"

type Ticket = MyTicket & { qrImage?: string }

/** A ticket counts as past once it can no longer be used: after its expiry, or three hours after the start. */
const PAST_AFTER_START_MS = 3 * 3_600_000

function isPast(ticket: MyTicket, now: number): boolean {
  const expiry = ticket.expirationDate ? Date.parse(ticket.expirationDate) : Number.NaN
  const end = Number.isNaN(expiry) ? Date.parse(ticket.startTime) + PAST_AFTER_START_MS : expiry
  return end < now
}

/** The coming tickets, the next first, and the past ones, the latest first. */
export function byDate(tickets: readonly Ticket[], now: number): { coming: Ticket[]; past: Ticket[] } {
  const start = (ticket: Ticket) => Date.parse(ticket.startTime)
  return {
    coming: tickets.filter((ticket) => !isPast(ticket, now)).sort((a, b) => start(a) - start(b)),
    past: tickets.filter((ticket) => isPast(ticket, now)).sort((a, b) => start(b) - start(a)),
  }
}

function TicketCard({ ticket, past = false }: { ticket: Ticket; past?: boolean }) {
  const Title = past ? "h4" : "h3"
  const [open, setOpen] = useState(false)
  const qr = ticket.qrImage || ticket.qrUrl
  return (
    <li className="ticket">
      <div className="ticket__qr">
        {qr ? <img src={qr} alt={`QR-kode for billetten til ${ticket.movieTitle}`} width={160} height={160} /> : null}
        <p className="ticket__code">{ticket.qrCode}</p>
        {qr && (
          <button type="button" className="link-button" onClick={() => setOpen(true)}>
            Vis QR-koden i fullskjerm<span className="visually-hidden">{` for ${ticket.movieTitle}`}</span>
          </button>
        )}
        {open && qr && <TicketQrDialog ticket={ticket} qr={qr} onClose={() => setOpen(false)} />}
      </div>
      <div className="ticket__details">
        <Title>{ticket.movieTitle}</Title>
        <p>
          <time dateTime={ticket.startTime}>
            {formatFullDay(ticket.startTime)} kl. {formatTime(ticket.startTime)}
          </time>
          {ticket.sal && <>, {ticket.sal}</>}
        </p>
        {ticket.seatsInfo.info && <p>{ticket.seatsInfo.info}</p>}
        {ticket.seatsInfo.seats.length > 0 && (
          <ul className="ticket__seats" aria-label="Plasser">
            {seatsText(ticket).map((seats) => (
              <li key={seats}>{seats}</li>
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
  // When the page opened: a ticket turns past on the next visit, not under the visitor's eyes.
  const [now] = useState(() => Date.now())
  const { coming, past } = byDate(items, now)
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
          lagret på denne enheten <time dateTime={fromWalletSavedAt}>{formatDayTime(fromWalletSavedAt)}</time>, og
          QR-kodene kan skannes som vanlig.
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
      {coming.length > 0 && (
        <ul className="tickets" aria-label="Kommende">
          {coming.map((ticket) => (
            <TicketCard key={ticket.qrCode} ticket={ticket} />
          ))}
        </ul>
      )}
      {items.length > 0 && coming.length === 0 && <p>Du har ingen kommende billetter.</p>}
      {past.length > 0 && (
        <section className="tickets-past" aria-labelledby="my-past-tickets">
          <h3 id="my-past-tickets">Tidligere billetter</h3>
          <ul className="tickets tickets--past">
            {past.map((ticket) => (
              <TicketCard key={ticket.qrCode} ticket={ticket} past />
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}
