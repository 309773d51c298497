/**
 * Narrowing of ticketing replies: PascalCase JSON from the wire becomes our
 * camelCase types field by field, and a reply of the wrong shape becomes an
 * ApiError("malformed") instead of undefined creeping into the screens.
 */
import { ApiError } from "./api-error"

export type Fields = Record<string, unknown>

function malformed(where: string, what: string): ApiError {
  return new ApiError("malformed", 200, undefined, `${where}: ${what}`)
}

export function object(value: unknown, where: string): Fields {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw malformed(where, "expected an object")
  return value as Fields
}

export function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw malformed(where, "expected a list")
  return value
}

export function text(fields: Fields, key: string, where: string): string {
  const value = fields[key]
  if (typeof value === "string") return value
  if (typeof value === "number") return String(value)
  throw malformed(where, `${key} should be text`)
}

/** Text that must not be empty: a token, without which there is no session. */
export function filledText(fields: Fields, key: string, where: string): string {
  const value = text(fields, key, where)
  if (value.trim() === "") throw malformed(where, `${key} should not be empty`)
  return value
}

/** Whether `new Date(value)` is a real time: the screens format these, and an invalid one throws. */
const isTime = (value: string) => value.trim() !== "" && !Number.isNaN(new Date(value).getTime())

export function time(fields: Fields, key: string, where: string): string {
  const value = text(fields, key, where)
  if (!isTime(value)) throw malformed(where, `${key} should be a date and time`)
  return value
}

/** A time that may be missing: "" when it is, or when it is not a time at all. */
export function optionalTime(fields: Fields, key: string): string {
  const value = optionalText(fields, key)
  return isTime(value) ? value : ""
}

export function optionalText(fields: Fields, key: string): string {
  const value = fields[key]
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : ""
}

export function number(fields: Fields, key: string, where: string): number {
  const value = fields[key]
  if (typeof value === "number" && Number.isFinite(value)) return value
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value)
  throw malformed(where, `${key} should be a number`)
}

export function flag(fields: Fields, key: string): boolean {
  return fields[key] === true
}
