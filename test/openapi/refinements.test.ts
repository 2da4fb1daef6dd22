/**
 * The document and the server agree on the refinements the server checks beyond types: location
 * mapping's `divisionId` (3 digits) and `storeId` (5 digits), `filter.latLng` ("lat,lng"), and
 * modality options' "a `postalCode` or a `location`". For each, a value the document's schema
 * refuses (Ajv) is refused by the server with a status the operation documents, and a value it
 * allows is accepted.
 */
import { Ajv2020 } from "ajv/dist/2020.js"
import { describe, expect, it } from "vitest"
import { servedUpstream } from "./servedUpstream.js"

interface Operation {
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly schema: object }>
  readonly requestBody?: { readonly content: Record<string, { readonly schema: object }> }
  readonly responses: Record<string, unknown>
}
interface Document {
  readonly paths: Record<string, Record<string, Operation>>
  readonly components: object
}

const served = servedUpstream<Document>()

const ajv = new Ajv2020({ strict: false, validateFormats: false })
const operationOf = (path: string, method: string): Operation => {
  const op = served.doc.paths[path]?.[method]
  if (op === undefined) throw new Error(`${method} ${path} is not in the document`)
  return op
}
/** Whether the document's schema of a parameter (or of the JSON body) allows `value`. */
const allows = (op: Operation, name: string | "body", value: unknown): boolean => {
  const schema = name === "body" ? op.requestBody?.content["application/json"]?.schema : op.parameters?.find((p) => p.name === name)?.schema
  if (schema === undefined) throw new Error(`no schema for ${name}`)
  return ajv.validate({ ...schema, components: served.doc.components }, value)
}
const api = (path: string) => `${served.server.origins.atlas}${path}`

/** A real store's division and store ids, from the locator. */
const aStore = async () => {
  const response = await fetch(api("/atlas/v1/stores/v2/locator?filter.latLong=39.1031,-84.512"))
  const body = (await response.json()) as { data: { stores: Array<{ store: { locationId: string } }> } }
  const locationId = body.data.stores[0]?.store.locationId ?? ""
  return { divisionId: locationId.slice(0, 3), storeId: locationId.slice(3) }
}

describe("the document says what the server checks, and they agree", () => {
  it("location mapping: divisionId is 3 digits and storeId 5; another id is 400 LMS-MBDAS, a fitting one is looked up", async () => {
    const store = await aStore()
    for (const template of ["/atlas/v1/location/mapping/{divisionId}/{storeId}", "/atlas/v1/locationMappings/v2/{divisionId}/{storeId}"]) {
      const op = operationOf(template, "get")
      const get = (divisionId: string, storeId: string) =>
        fetch(api(template.replace("{divisionId}", divisionId).replace("{storeId}", storeId)))
      for (const [divisionId, storeId] of [
        ["14", store.storeId],
        ["0140", store.storeId],
        ["a14", store.storeId],
        [store.divisionId, "943"],
        [store.divisionId, "009430"],
        [store.divisionId, "0094x"]
      ] as const) {
        expect(allows(op, "divisionId", divisionId) && allows(op, "storeId", storeId), `${divisionId}/${storeId}`).toBe(false)
        const refused = await get(divisionId, storeId)
        expect(refused.status, `${template} ${divisionId}/${storeId}`).toBe(400)
        expect(op.responses["400"]).toBeDefined()
        const body = (await refused.json()) as { errors: Array<{ code: string; reason: string }> }
        expect(body.errors.map((e) => [e.code, e.reason])).toStrictEqual([["LMS-MBDAS", "parameter error"]])
      }
      expect([allows(op, "divisionId", store.divisionId), allows(op, "storeId", store.storeId)]).toStrictEqual([true, true])
      expect((await get(store.divisionId, store.storeId)).status).toBe(200)
      // Fitting but unknown: looked up and not found, the documented 404.
      expect([allows(op, "divisionId", "999"), allows(op, "storeId", "99999")]).toStrictEqual([true, true])
      expect((await get("999", "99999")).status).toBe(404)
      expect(op.responses["404"]).toBeDefined()
    }
  })

  it('filter.latLng is "lat,lng" in decimal degrees: text outside the pattern is 400, a point inside it is searched', async () => {
    const op = operationOf("/atlas/v1/stores/v1/search", "get")
    const search = (latLng: string) => fetch(api(`/atlas/v1/stores/v1/search?filter.latLng=${encodeURIComponent(latLng)}`))
    for (const latLng of ["39.1", "39.1,", "39.1, -84.5", "90.5,0", "0,180.1", "1e1,5", "+39.1,-84.5", "north,west"]) {
      expect(allows(op, "filter.latLng", latLng), latLng).toBe(false)
      expect((await search(latLng)).status, latLng).toBe(400)
    }
    expect(op.responses["400"]).toBeDefined()
    for (const latLng of ["39.1,-84.5", "-90,-180", "90.0,180", "0,0", "47.6114,-122.3305"]) {
      expect(allows(op, "filter.latLng", latLng), latLng).toBe(true)
      expect((await search(latLng)).status, latLng).toBe(200)
    }
  })

  it("modality options need a postalCode or a location: a body with neither is 400, either one is answered", async () => {
    const op = operationOf("/atlas/v1/modality/options", "post")
    const post = (body: object) =>
      fetch(api("/atlas/v1/modality/options"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body)
      })
    for (const body of [{}, { modalityTypes: ["PICKUP"] }]) {
      expect(allows(op, "body", body), JSON.stringify(body)).toBe(false)
      const refused = await post(body)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { errors: Array<{ code: string }> }).errors.map((e) => e.code)).toStrictEqual(["INVALID_REQUEST"])
    }
    expect(op.responses["400"]).toBeDefined()
    for (const body of [
      { postalCode: "45202" },
      { location: { lat: 39.1, lng: -84.5 } },
      { postalCode: "45202", modalityTypes: ["PICKUP"] }
    ]) {
      expect(allows(op, "body", body), JSON.stringify(body)).toBe(true)
      expect((await post(body)).status, JSON.stringify(body)).toBe(200)
    }
  })
})
