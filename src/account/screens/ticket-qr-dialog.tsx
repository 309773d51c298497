import React, { useEffect, useId, useRef } from "react"

import { formatFullDay, formatTime } from "../../components/oslo-time"
import type { MyTicket } from "../../ticketing/types"

export const seatsText = (ticket: MyTicket): string[] =>
  ticket.seatsInfo.seats.map(
    (group) => `Rad ${group.row}, ${group.seats.length === 1 ? "sete" : "seter"} ${group.seats.join(", ")}`,
  )

/**
 * The ticket's QR code over the whole screen for the door: black on white,
 * as large as the screen allows, with the film, the time, the hall and the
 * seats. A modal dialog of our own (jsdom has no showModal, and the tests
 * drive the real thing): the focus starts on "Lukk", Tab stays inside,
 * Escape or "Lukk" closes it, and the focus goes back to the button that
 * opened it.
 */
export function TicketQrDialog({ ticket, qr, onClose }: { ticket: MyTicket; qr: string; onClose: () => void }) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  }, [onClose])
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    close.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        closeRef.current()
        return
      }
      if (event.key !== "Tab") return
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>("button, a[href]") ?? [])]
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      const inside = dialog.current?.contains(document.activeElement) ?? false
      if (!inside || (event.shiftKey && document.activeElement === first)) {
        event.preventDefault()
        ;(event.shiftKey ? last : first)?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [])
  return (
    <div className="qr-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
      <div className="qr-dialog__body">
        <img className="qr-dialog__code" src={qr} alt={`QR-kode for billetten til ${ticket.movieTitle}`} />
        <h2 id={titleId} className="qr-dialog__title">
          {ticket.movieTitle}
        </h2>
        <p className="qr-dialog__when">
          <time dateTime={ticket.startTime}>
            {formatFullDay(ticket.startTime)} kl. {formatTime(ticket.startTime)}
          </time>
          {ticket.sal && <>, {ticket.sal}</>}
        </p>
        {seatsText(ticket).map((seats) => (
          <p key={seats} className="qr-dialog__seats">
            {seats}
          </p>
        ))}
        <p className="qr-dialog__code-text">{ticket.qrCode}</p>
        <button ref={close} type="button" className="qr-dialog__close" onClick={() => closeRef.current()}>
          Lukk
        </button>
      </div>
    </div>
  )
}
