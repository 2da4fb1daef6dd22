// One example per `atlas-client/rules` function but the modality ones (those are in modality.test.ts):
// each region is the `@example` of its function in src/rules/ or src/core/projection.ts (verbatim, checked
// by test/docs/apiExamples.test.ts), and runs here, so that what the reference says each returns is what
// it returns.
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import {
  decrypt,
  distanceMiles,
  edgeZip,
  encrypt,
  excludedStoreTypes,
  expectNumber,
  expectObject,
  expectString,
  formatProjection,
  formatStoreHour,
  gtinCheckDigit,
  hasLatLng,
  hasStreetAddress,
  hasValidCheckDigit,
  impressionComplete,
  impressionV1,
  isDaId,
  isEligibleStore,
  isBot,
  isExcludedBrand,
  isFlexibleCommerceId,
  isOcadoReceipt,
  isRelativeDate,
  isStoreId,
  isValidTimeZone,
  isValidZip,
  makeDateTimeValue,
  minutesToMs,
  msToMinutes,
  normalizeProfileId,
  parseBotHeader,
  parseCurrency,
  parseDateInterval,
  parseEdgeGeolocation,
  parseProjection,
  productModalityOf,
  projectionDepth,
  projectionQuery,
  proxyStore,
  splitLocationId,
  typeCheckMessage,
  validateProducts,
  weeklyAdPathOf
} from "atlas-client/rules"

describe("address", () => {
  it("isValidZip", () => {
    // #region isValidZip
    expect(isValidZip("45202")).toBe(true)
    expect(isValidZip("4520")).toBe(false)
    expect(isValidZip("45202-1234")).toBe(false)
    // #endregion isValidZip
  })
  it("hasStreetAddress", () => {
    // #region hasStreetAddress
    expect(hasStreetAddress({ postalCode: "45202", addressLines: ["1014 Vine St"] })).toBe(true)
    expect(hasStreetAddress(null)).toBe(false)
    // #endregion hasStreetAddress
  })
  it("hasLatLng", () => {
    // #region hasLatLng
    expect(hasLatLng({ lat: 39.1, lng: -84.5 })).toBe(true)
    expect(hasLatLng({ lat: 0, lng: -84.5 })).toBe(false) // 0 is the upstream's "unknown"
    expect(hasLatLng({ lat: 39.1 })).toBe(false)
    // #endregion hasLatLng
  })
})

describe("ads and impressions", () => {
  it("weeklyAdPathOf", () => {
    // #region weeklyAdPathOf
    const path = weeklyAdPathOf({ banner: "Harbor Foods", divisionNumber: "014", storeNumber: "00943" })
    expect(path).toStrictEqual({ banner: "harbor-foods", division: "014", store: "00943" })
    // #endregion weeklyAdPathOf
  })
  it("impressionComplete", () => {
    // #region impressionComplete
    const built = impressionComplete({ espot_id: "home-hero", espotName: "Home hero", target: "HOME", viewStatus: "start" })
    expect(built.event.type).toBe("impression/COMPLETE")
    // #endregion impressionComplete
  })
  it("impressionV1", () => {
    // #region impressionV1
    const built = impressionV1({ espot_id: "home-hero", espotName: "Home hero", target: "HOME", viewStatus: "end", viewDuration: 1200 })
    expect(built.event.schemaVersion).toBe("1.1.2")
    // #endregion impressionV1
  })
})

describe("barcodes and ids", () => {
  it("gtinCheckDigit", () => {
    // #region gtinCheckDigit
    expect(gtinCheckDigit("04900002890")).toBe(4) // UPC-A 049000028904
    expect(gtinCheckDigit("400638133393")).toBe(1) // EAN-13 4006381333931
    expect(gtinCheckDigit("0001111041700")).toBe(8) // a 13-digit atlas upc: no check digit among them
    // #endregion gtinCheckDigit
  })
  it("hasValidCheckDigit", () => {
    // #region hasValidCheckDigit
    expect(hasValidCheckDigit("049000028904")).toBe(true)
    expect(hasValidCheckDigit("049000028905")).toBe(false)
    // #endregion hasValidCheckDigit
  })
  it("normalizeProfileId", () => {
    // #region normalizeProfileId
    expect(normalizeProfileId("{3f2a-9b1c-77d0}")).toBe("3F2A9B1C77D0")
    // #endregion normalizeProfileId
  })
  it("splitLocationId", () => {
    // #region splitLocationId
    expect(splitLocationId("01400943")).toStrictEqual({ divisionId: "014", storeNumber: "00943" })
    // #endregion splitLocationId
  })
  it("isStoreId", () => {
    // #region isStoreId
    expect(isStoreId("01400943")).toBe(true)
    expect(isStoreId("014FC001")).toBe(false)
    // #endregion isStoreId
  })
  it("isFlexibleCommerceId", () => {
    // #region isFlexibleCommerceId
    expect(isFlexibleCommerceId("014FC001")).toBe(true)
    expect(isFlexibleCommerceId("014DA001")).toBe(false)
    // #endregion isFlexibleCommerceId
  })
  it("isDaId", () => {
    // #region isDaId
    expect(isDaId("620DA002")).toBe(true)
    expect(isDaId("620FC002")).toBe(false)
    // #endregion isDaId
  })
  it("isOcadoReceipt", () => {
    // #region isOcadoReceipt
    expect(isOcadoReceipt("540")).toBe(true)
    expect(isOcadoReceipt("541")).toBe(false)
    // #endregion isOcadoReceipt
  })
  it("proxyStore", () => {
    // #region proxyStore
    expect(Option.getOrUndefined(proxyStore("01400943"))).toBe("01400943")
    expect(Option.isNone(proxyStore("00000000"))).toBe(true)
    // #endregion proxyStore
  })
})

describe("headers from the edge", () => {
  it("parseBotHeader", () => {
    // #region parseBotHeader
    const bot = parseBotHeader("botType=AKAMAI_CATEGORIZED;detectionCategories=Site Monitoring,Web Search Engine Bots;botScore=87")
    expect(Option.getOrUndefined(bot.botType)).toBe("AKAMAI_CATEGORIZED")
    expect(bot.detectionCategories).toStrictEqual(["Site Monitoring", "Web Search Engine Bots"])
    expect(Option.getOrUndefined(bot.botScore)).toBe(87)
    // #endregion parseBotHeader
  })
  it("isBot", () => {
    // #region isBot
    expect(isBot(parseBotHeader("botType=AKAMAI_CATEGORIZED;detectionCategories=Web Search Engine Bots"))).toBe(true)
    expect(isBot(parseBotHeader("botScore=3;botScoreResponseSegment=human"))).toBe(false)
    // #endregion isBot
  })
  it("parseEdgeGeolocation", () => {
    // #region parseEdgeGeolocation
    const geo = parseEdgeGeolocation("country_code=US,region_code=OH,city=CINCINNATI,lat=39.1007,long=-84.5130,zip=45201-45203+45206")
    expect(Option.getOrUndefined(geo.city)).toBe("CINCINNATI")
    expect(Option.getOrUndefined(geo.lat)).toBe(39.1007)
    // #endregion parseEdgeGeolocation
  })
  it("edgeZip", () => {
    // #region edgeZip
    expect(Option.getOrUndefined(edgeZip(parseEdgeGeolocation("zip=45201-45203+45206")))).toBe("45201")
    expect(Option.isNone(edgeZip(parseEdgeGeolocation("city=CINCINNATI")))).toBe(true)
    // #endregion edgeZip
  })
})

describe("currency, dates and time", () => {
  it("parseCurrency", () => {
    // #region parseCurrency
    expect(parseCurrency("$3.99")).toStrictEqual(Either.right(3.99))
    expect(parseCurrency("($1,234.50)")).toStrictEqual(Either.right(-1234.5))
    expect(Either.isLeft(parseCurrency("N/A"))).toBe(true)
    // #endregion parseCurrency
  })
  it("parseDateInterval", () => {
    // #region parseDateInterval
    expect(parseDateInterval("2024-01-01/2024-01-31")).toStrictEqual(Either.right(["2024-01-01", "2024-01-31"]))
    expect(Either.isLeft(parseDateInterval("2024-01-01"))).toBe(true)
    // #endregion parseDateInterval
  })
  it("isRelativeDate", () => {
    // #region isRelativeDate
    expect(isRelativeDate("P7D")).toBe(true)
    expect(isRelativeDate("2024-01-01")).toBe(false)
    // #endregion isRelativeDate
  })
  it("isValidTimeZone", () => {
    // #region isValidTimeZone
    expect(isValidTimeZone("America/New_York")).toBe(true)
    expect(isValidTimeZone("Mars/Olympus")).toBe(false)
    // #endregion isValidTimeZone
  })
  it("makeDateTimeValue", () => {
    // #region makeDateTimeValue
    const value = makeDateTimeValue(new Date(Date.UTC(2024, 4, 1, 14, 30)), "America/New_York")
    expect(value).toStrictEqual(Either.right({ value: "2024-05-01T14:30:00.000Z", timezone: "America/New_York" }))
    // #endregion makeDateTimeValue
  })
  it("minutesToMs", () => {
    // #region minutesToMs
    expect(minutesToMs(5)).toBe(300_000)
    // #endregion minutesToMs
  })
  it("msToMinutes", () => {
    // #region msToMinutes
    expect(msToMinutes(90_000)).toBe(1.5)
    // #endregion msToMinutes
  })
  it("formatStoreHour", () => {
    // #region formatStoreHour
    expect(formatStoreHour(7, 5)).toBe("7:05 AM")
    expect(formatStoreHour(0, 0)).toBe("12:00 AM")
    expect(formatStoreHour(23, 59)).toBe("11:59 PM")
    // #endregion formatStoreHour
  })
})

describe("encryption and geography", () => {
  it("encrypt", async () => {
    // #region encrypt
    const key = "0123456789abcdef"
    const iv = "fedcba9876543210"
    const cipher = await Effect.runPromise(encrypt(key, iv, "4111111111111111"))
    expect(await Effect.runPromise(decrypt(key, iv, cipher))).toBe("4111111111111111")
    // #endregion encrypt
  })
  it("decrypt", async () => {
    // #region decrypt
    const failure = await Effect.runPromise(Effect.flip(decrypt("0123456789abcdef", "fedcba9876543210", "not base64!")))
    expect(failure.reason).toBe("InvalidCiphertext")
    // #endregion decrypt
  })
  it("distanceMiles", () => {
    // #region distanceMiles
    const cincinnatiToColumbus = distanceMiles({ lat: 39.1031, lng: -84.512 }, { lat: 39.9612, lng: -82.9988 })
    expect(Math.round(cincinnatiToColumbus)).toBe(100)
    // #endregion distanceMiles
  })
})

describe("stores and products", () => {
  it("excludedStoreTypes", () => {
    // #region excludedStoreTypes
    expect(excludedStoreTypes("PICKUP")).toStrictEqual(["I", "AL", "WG"])
    // #endregion excludedStoreTypes
  })
  it("isExcludedBrand", () => {
    // #region isExcludedBrand
    expect(isExcludedBrand("Shell Company")).toBe(true)
    // #endregion isExcludedBrand
  })
  it("isEligibleStore", () => {
    // #region isEligibleStore
    expect(isEligibleStore({ storeType: "I" }, "PICKUP")).toBe(false)
    expect(isEligibleStore({ storeType: "PU", brand: "BP" })).toBe(false)
    // #endregion isEligibleStore
  })
  it("productModalityOf", () => {
    // #region productModalityOf
    expect(productModalityOf("in-store")).toBe("IN_STORE")
    expect(productModalityOf("Delivery")).toBe("DELIVERY")
    // #endregion productModalityOf
  })
  it("validateProducts", () => {
    // #region validateProducts
    const rejections = validateProducts({
      modality: "pickup",
      lines: [{ upc: "0001111041700", quantity: 1 }],
      items: [{ upc: "0001111041700", clickListItem: false }]
    })
    expect(rejections.map((r) => r.code)).toStrictEqual(["UNAVAILABLE"])
    // #endregion validateProducts
  })
})

describe("type checks", () => {
  it("typeCheckMessage", () => {
    // #region typeCheckMessage
    expect(typeCheckMessage("quantity", "Number")).toBe("expecting quantity to be a Number")
    // #endregion typeCheckMessage
  })
  it("expectObject", () => {
    // #region expectObject
    expect(expectObject("request", { id: 1 })).toStrictEqual(Either.right({ id: 1 }))
    expect(Either.isLeft(expectObject("request", null))).toBe(true)
    // #endregion expectObject
  })
  it("expectNumber", () => {
    // #region expectNumber
    expect(expectNumber("quantity", 2)).toStrictEqual(Either.right(2))
    expect(Either.isLeft(expectNumber("quantity", "2"))).toBe(true)
    // #endregion expectNumber
  })
  it("expectString", () => {
    // #region expectString
    expect(expectString("postalCode", "45202")).toStrictEqual(Either.right("45202"))
    expect(Either.isLeft(expectString("postalCode", 45202))).toBe(true)
    // #endregion expectString
  })
})

describe("projections", () => {
  it("parseProjection", () => {
    // #region parseProjection
    const parsed = parseProjection("items.compact,cards[krogerPay]")
    expect(Either.map(parsed, (p) => p.map((node) => node.name))).toStrictEqual(Either.right(["items.compact", "cards"]))
    expect(Either.isLeft(parseProjection("items]"))).toBe(true)
    // #endregion parseProjection
  })
  it("formatProjection", () => {
    // #region formatProjection
    const projection = [
      {
        name: "a",
        children: [
          { name: "b", children: [] },
          { name: "d", children: [] }
        ]
      }
    ]
    expect(formatProjection(projection)).toBe("a[b,d]")
    // #endregion formatProjection
  })
  it("projectionDepth", () => {
    // #region projectionDepth
    expect(Either.map(parseProjection("a[b[c],d]"), projectionDepth)).toStrictEqual(Either.right(2))
    // #endregion projectionDepth
  })
  it("projectionQuery", () => {
    // #region projectionQuery
    expect(projectionQuery(["items.compact", "cards[krogerPay]"])).toStrictEqual(Either.right("items.compact,cards[krogerPay]"))
    expect(Either.isLeft(projectionQuery(["items]"]))).toBe(true)
    // #endregion projectionQuery
  })
})
