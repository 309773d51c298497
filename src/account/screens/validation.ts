/** What the account forms check before anything is sent. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const MIN_PASSWORD_LENGTH = 8

export function emailProblem(email: string): string | undefined {
  if (email.trim() === "") return "Skriv inn e-postadressen din."
  if (!EMAIL.test(email.trim())) return "E-postadressen ser ikke riktig ut, for eksempel navn@eksempel.no."
  return undefined
}

export function passwordProblem(password: string, { creating = false } = {}): string | undefined {
  if (password === "") return "Skriv inn passordet ditt."
  if (creating && password.length < MIN_PASSWORD_LENGTH) return `Passordet må ha minst ${MIN_PASSWORD_LENGTH} tegn.`
  return undefined
}

export function nameProblem(name: string): string | undefined {
  return name.trim() === "" ? "Skriv inn navnet ditt." : undefined
}

export type Problems<K extends string> = Partial<Record<K, string>>

export function hasProblems(problems: Problems<string>): boolean {
  return Object.values(problems).some(Boolean)
}
