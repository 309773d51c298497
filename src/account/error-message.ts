import { ApiError } from "../ticketing/api-error"

type Context = "login" | "createUser" | "forgotPassword" | "tickets" | "watchList" | "reviews"

const REJECTED: Partial<Record<Context, Record<number, string>>> = {
  login: { 400: "Feil e-post eller passord.", 401: "Feil e-post eller passord.", 403: "Feil e-post eller passord." },
  createUser: {
    400: "Opplysningene ble ikke godtatt. Sjekk feltene og prøv igjen.",
    409: "Det finnes allerede en bruker med denne e-postadressen.",
  },
  forgotPassword: {
    400: "Vi fant ingen bruker med denne e-postadressen.",
    404: "Vi fant ingen bruker med denne e-postadressen.",
  },
  tickets: { 401: "Du må logge inn på nytt for å se billettene dine." },
  watchList: { 401: "Du må logge inn på nytt for å se ønskelisten din." },
}

/** What to tell a visitor, in Norwegian, when a ticketing call failed. */
export function errorMessage(error: unknown, context: Context): string {
  if (!(error instanceof ApiError)) return "Noe gikk galt. Prøv igjen."
  switch (error.kind) {
    case "network":
      return "Vi får ikke kontakt med billettsystemet. Sjekk nettforbindelsen og prøv igjen."
    case "timeout":
      return "Billettsystemet svarer ikke akkurat nå. Prøv igjen om litt."
    case "malformed":
      return "Vi fikk et uventet svar fra billettsystemet. Prøv igjen senere."
    case "http": {
      const known = REJECTED[context]?.[error.status]
      if (known) return known
      if (error.status >= 500) return "Billettsystemet har problemer akkurat nå. Prøv igjen om litt."
      return "Billettsystemet sa nei til forespørselen. Prøv igjen."
    }
  }
}
