import { assert, describe, it } from "@effect/vitest"
import { parseBotHeader } from "atlas-client/rules"
import * as Option from "effect/Option"
import fc from "fast-check"

describe("parseBotHeader", () => {
  it("reads every field", () => {
    const bot = parseBotHeader(
      "botType=AKAMAI_CATEGORIZED;botNetId=1234;botManagerAction=monitor;detectionCategories=Web Search Engine Bots,Site Monitoring;botScore=87;botScoreResponseSegment=likely_bot"
    )
    assert.deepStrictEqual(bot, {
      botType: Option.some("AKAMAI_CATEGORIZED"),
      botNetId: Option.some("1234"),
      botManagerAction: Option.some("monitor"),
      detectionCategories: ["Web Search Engine Bots", "Site Monitoring"],
      botScore: Option.some(87),
      botScoreResponseSegment: Option.some("likely_bot")
    })
  })

  it("matches keys ignoring case, _ and -, and splits categories on , | +", () => {
    const bot = parseBotHeader(" bot_type = USER_DEFINED ; Bot-Score=12.5;DETECTION_CATEGORIES=a|b+c, d")
    assert.deepStrictEqual(Option.getOrThrow(bot.botType), "USER_DEFINED")
    assert.deepStrictEqual(Option.getOrThrow(bot.botScore), 12.5)
    assert.deepStrictEqual(bot.detectionCategories, ["a", "b", "c", "d"])
  })

  it("leaves absent and malformed fields empty", () => {
    const empty = parseBotHeader("")
    assert.isTrue(Option.isNone(empty.botType))
    assert.isTrue(Option.isNone(empty.botScore))
    assert.deepStrictEqual(empty.detectionCategories, [])
    const bad = parseBotHeader("botScore=high;botType;=x;botNetId=;botType=first;botType=second")
    assert.isTrue(Option.isNone(bad.botScore))
    assert.isTrue(Option.isNone(bad.botNetId))
    assert.deepStrictEqual(Option.getOrThrow(bad.botType), "first")
    assert.isTrue(Option.isNone(parseBotHeader(`botScore=${"9".repeat(400)}`).botScore))
  })

  it("never throws for any string", () => {
    const piece = fc.oneof(fc.string(), fc.constantFrom("botScore=", "botType=", "detectionCategories=", ";", "=", ",", "|", "1"))
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece).map((parts) => parts.join(""))
        ),
        (header) => {
          const bot = parseBotHeader(header)
          Option.map(bot.botScore, (score) => assert.isTrue(Number.isFinite(score)))
          for (const category of bot.detectionCategories) assert.notStrictEqual(category, "")
        }
      ),
      { numRuns: 500 }
    )
  })
})
