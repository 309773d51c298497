/** The account entities of section 3 of the specification, as the screens use them. */

export interface UserProfile {
  userName: string
  email: string
  token: string
}

export interface MovieInfo {
  title: string
  movieId: string
  /** The cinema's film number. */
  edis: string
  rating: number
  ratingCount: number
  poster: string
  link: string
}

export interface Review {
  id: string
  comment: string
  rating: number
  addedAt: string
  likesCount: number
  movieId: string
  userId: string
  userName: string
  image: string
  isLiked: boolean
}

export interface SeatGroup {
  row: string
  seats: string[]
}

export interface MyTicket {
  movieId: string
  movieTitle: string
  notes: string
  qrCode: string
  qrUrl: string
  startTime: string
  expirationDate: string
  /** The poster. */
  image: string
  /** The screen. */
  sal: string
  seatsInfo: { info: string; seats: SeatGroup[] }
}

/** An event from the ticketing service; the specification shows only that it has an id. */
export interface TicketingEvent {
  id: string
  fields: Record<string, unknown>
}
