/**
 * Shopper-facing words for the typed errors of a slot. Every error has a `message` and a `_tag`;
 * upstream errors also a status and the upstream's own reasons.
 */
import { isFailed, type SlotState } from "atlas-client/react"
import { codeSentence } from "./codes.js"

/** A property of an unknown value (an error, an upstream body), if it has one. */
export const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null && name in value ? Reflect.get(value, name) : undefined

/** A non-empty string, else undefined. */
export const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)

/** The error a settled slot holds, if it failed. */
export const failureOf = <A, E>(state: SlotState<A, E>): unknown => (isFailed(state) ? state.error : undefined)

/** The error's tag (`InvalidZip`, `UpstreamError`, `ClientError`, ...). */
export const tagOf = (error: unknown): string => text(field(error, "_tag")) ?? "Error"

/** The error's own message. */
export const messageOf = (error: unknown): string =>
  text(field(error, "message")) ?? (error instanceof Error ? error.message : String(error))

/**
 * Whether the error is the client's own check of what the shopper entered (nothing was sent):
 * trying the same again can never succeed, so no "Try again" is offered.
 */
export const isInputError = (error: unknown): boolean => {
  const tag = tagOf(error)
  return tag === "RequestValidationError" || tag === "InvalidZip"
}

/** The contract's own sentence for a field that failed its check ("A search term is at most 100 characters"). */
const inputSentence = (error: unknown): string | undefined =>
  /(?:A|An) [a-z ]+ is at most \d+ characters/.exec(text(field(error, "issues")) ?? "")?.[0]

/**
 * Why it failed, for a sentence that says what failed itself ("We couldn't clip this coupon…"): the
 * error box's hint, or its title when that is all there is (a catalogue code's sentence).
 */
export const reasonOf = (error: unknown): string => {
  const { title, detail } = describeError(error)
  return detail === "" ? title : detail
}

/** A title and a hint for an error box. */
export const describeError = (error: unknown): { readonly title: string; readonly detail: string } => {
  const tag = tagOf(error)
  const message = messageOf(error)
  const status = field(error, "status")
  const errors = field(error, "errors")
  const first = Array.isArray(errors) ? text(field(errors[0], "reason")) : undefined
  if (tag === "UpstreamError" && typeof status === "number") {
    // The upstream's 404 reasons name ids ("No cart line line-000027"): not the shopper's words.
    if (status === 404)
      return { title: "We couldn’t find that", detail: "It may have been removed or changed. Please check and try again." }
    if (status === 429) return { title: "We’re a little busy", detail: "Too many requests right now. Please try again in a moment." }
    if (status >= 500)
      return {
        title: "Our store service is having trouble",
        detail: `${first ?? "It didn’t answer properly"} (status ${status}). Please try again.`
      }
    return { title: "That request didn’t work", detail: `${first ?? message} (status ${status})` }
  }
  if (tag === "ClientError") {
    const reason = field(error, "reason")
    if (reason === "Timeout")
      return { title: "This is taking too long", detail: "The store service didn’t answer in time (timeout exceeded). Please try again." }
    if (reason === "Aborted") return { title: "Request aborted", detail: "The request was stopped before it finished." }
    return { title: "We couldn’t reach the store service", detail: "Check your connection and try again (Network Error)." }
  }
  const sentence = codeSentence(error)
  if (sentence !== undefined) return { title: sentence, detail: "" }
  if (tag === "RequestValidationError")
    return {
      title: "Please check what you entered",
      detail: `${inputSentence(error) ?? "Part of it isn’t in a form we can look up"}. Change it and try once more.`
    }
  if (tag === "InvalidZip") return { title: "Please check the ZIP code", detail: "A ZIP code is 5 digits, like 45202." }
  if (tag === "ResponseDecodeError") return { title: "We got an answer we couldn’t read", detail: message }
  if (tag === "GeolocationError") {
    const reason = field(error, "reason")
    if (reason === "PermissionDenied")
      return {
        title: "Location access is blocked",
        detail: "Allow location access for this site in your browser, or search by ZIP code instead."
      }
    if (reason === "Timeout")
      return { title: "We couldn’t find your location in time", detail: "Try again, or search by ZIP code instead." }
    return { title: "Your location isn’t available right now", detail: "Try again in a moment, or search by ZIP code instead." }
  }
  return { title: "Something went wrong", detail: message }
}

/**
 * Whether a failed read means "there is no such thing": the upstream's 404, a typed not-found
 * (`ItemNotFound`, ...), or an id that cannot name anything (the request failed its own validation).
 */
export const isNotFound = (error: unknown): boolean => {
  const tag = tagOf(error)
  return (tag === "UpstreamError" && field(error, "status") === 404) || tag.endsWith("NotFound") || tag === "RequestValidationError"
}
