import { assert, describe, expect, it } from "@effect/vitest"
import {
  DataClassification,
  impressionComplete,
  impressionV1,
  LOYALTY_SCORE_CLASSIFICATION,
  MONETIZED_WITHOUT_ID_WARNING
} from "atlas-client/rules"

const seen = { id: "ad-home-1", espot_id: "espot-home-top-1", espotName: "HOME TOP 1", target: "HOME", viewStatus: "start" } as const

describe("impression events (spec §3)", () => {
  it("the completion event: type impression/COMPLETE, schema 0.3.0, scenario make-a-good-impression, defaults monetized false and componentName espot", () => {
    const { event, warnings } = impressionComplete(seen)
    expect(event).toStrictEqual({
      type: "impression/COMPLETE",
      schemaVersion: "0.3.0",
      scenario: "make-a-good-impression",
      data: {
        id: "ad-home-1",
        espot_id: "espot-home-top-1",
        espotName: "HOME TOP 1",
        target: "HOME",
        monetized: false,
        viewStatus: "start",
        componentName: "espot"
      }
    })
    expect(warnings).toStrictEqual([])
  })

  it("the V1 shape: schema 1.1.2 with its data classification marker and the same scenario", () => {
    const { event } = impressionV1({ ...seen, componentName: "carousel" })
    assert.strictEqual(event.schemaVersion, "1.1.2")
    assert.strictEqual(event.scenario, "make-a-good-impression")
    assert.strictEqual(event.dataClassification, DataClassification.anonymized)
    assert.strictEqual(event.data.componentName, "carousel")
    assert.isFalse("type" in event)
  })

  it("viewDuration only when the view status is end", () => {
    assert.isUndefined(impressionComplete({ ...seen, viewDuration: 1500 }).event.data.viewDuration)
    assert.strictEqual(impressionComplete({ ...seen, viewStatus: "end", viewDuration: 1500 }).event.data.viewDuration, 1500)
    assert.strictEqual(impressionV1({ ...seen, viewStatus: "end", viewDuration: 2500 }).event.data.viewDuration, 2500)
    assert.isFalse("viewDuration" in impressionV1({ ...seen, viewStatus: "end" }).event.data)
  })

  it("monetization details only when monetized", () => {
    assert.isFalse("monetization" in impressionComplete(seen).event.data)
    assert.isFalse("monetization" in impressionV1({ ...seen, monetized: false }).event.data)
    for (const build of [impressionComplete, impressionV1]) {
      const { event, warnings } = build({ ...seen, monetized: true })
      assert.isTrue(event.data.monetized)
      expect(event.data.monetization).toStrictEqual({ id: "ad-home-1", espotId: "espot-home-top-1", target: "HOME" })
      expect(warnings).toStrictEqual([])
    }
  })

  it("monetized without an id: a warning, and the monetization data stays empty", () => {
    for (const build of [impressionComplete, impressionV1]) {
      const { event, warnings } = build({ ...seen, id: undefined, monetized: true })
      expect(event.data.monetization).toStrictEqual({})
      assert.isFalse("id" in event.data)
      expect(warnings).toStrictEqual([MONETIZED_WITHOUT_ID_WARNING])
      expect(build({ ...seen, id: " ", monetized: true }).warnings).toStrictEqual([MONETIZED_WITHOUT_ID_WARNING])
    }
    expect(impressionComplete({ ...seen, id: undefined }).warnings).toStrictEqual([])
  })

  it("the analytics data classifications; the loyalty score call is highly private linked", () => {
    expect(Object.values(DataClassification)).toStrictEqual([
      "highly private embedded personal information",
      "highly private linked personal information",
      "protected health information",
      "anonymized personal information"
    ])
    assert.strictEqual(LOYALTY_SCORE_CLASSIFICATION, "highly private linked personal information")
  })
})
