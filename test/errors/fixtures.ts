/**
 * Shared error fixtures of the error-core tests: error objects and calls built directly, as the
 * request layer would build them.
 */
import { ClientError, type HttpErrorObject, UpstreamError } from "../../src/errors/index.js"

/** An error object with the given status code (and optional root causes). */
export const errorObject = (
  statusCode: number,
  reason = `reason ${statusCode}`,
  rootCauses?: HttpErrorObject["rootCauses"]
): HttpErrorObject => ({
  code: `CODE_${statusCode}`,
  reason,
  datetime: "2026-11-22T10:00:00.000Z",
  statusCode,
  ...(rootCauses === undefined ? {} : { rootCauses })
})

/** The stores search URL of the tests. */
export const searchUrl = "https://x/atlas/v1/stores/v1/search?filter.zip=45202"

/** An upstream error of a stores search (or of another operation). */
export const upstream = (
  status: number,
  errors: ReadonlyArray<HttpErrorObject>,
  extra: { readonly operation?: string; readonly url?: string; readonly method?: string; readonly correlationId?: string } = {}
): UpstreamError =>
  new UpstreamError({
    operation: extra.operation ?? "Stores.searchStores",
    method: extra.method ?? "GET",
    url: extra.url ?? searchUrl,
    status,
    errors,
    ...(extra.correlationId === undefined ? {} : { correlationId: extra.correlationId })
  })

/** A client error (no response) of a stores search (or of another operation). */
export const client = (reason: ClientError["reason"], operation = "Stores.searchStores", url = searchUrl): ClientError =>
  new ClientError({ operation, method: "GET", url, reason })
