import type { FormEvent } from "react"

/** The text fields of a submitted form, by name. */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  const values: Record<string, string> = {}
  Array.from(event.currentTarget.elements).forEach((element) => {
    if (element instanceof HTMLInputElement && element.name) values[element.name] = element.value
  })
  return values
}
