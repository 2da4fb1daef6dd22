import { assert, describe, expect, it } from "@effect/vitest"
import { isBot, parseBotHeader } from "atlas-client/rules"
import * as Option from "effect/Option"
import fc from "fast-check"
import { assertNone, assertSome } from "../support/assertions.js"

describe("parseBotHeader", () => {
  it("reads every field", () => {
    const bot = parseBotHeader(
      "botType=AKAMAI_CATEGORIZED;botNetId=1234;botManagerAction=monitor;detectionCategories=Web Search Engine Bots,Site Monitoring;botScore=87;botScoreResponseSegment=likely_bot"
    )
    expect(Object.keys(bot).sort()).toStrictEqual([
      "botManagerAction",
      "botNetId",
      "botScore",
      "botScoreResponseSegment",
      "botType",
      "detectionCategories"
    ])
    assertSome(bot.botType, "AKAMAI_CATEGORIZED", "botType")
    assertSome(bot.botNetId, "1234", "botNetId")
    assertSome(bot.botManagerAction, "monitor", "botManagerAction")
    expect(bot.detectionCategories).toStrictEqual(["Web Search Engine Bots", "Site Monitoring"])
    assertSome(bot.botScore, 87, "botScore")
    assertSome(bot.botScoreResponseSegment, "likely_bot", "botScoreResponseSegment")
  })

  it("matches keys ignoring case, _ and -, and splits categories on , | +", () => {
    const bot = parseBotHeader(" bot_type = USER_DEFINED ; Bot-Score=12.5;DETECTION_CATEGORIES=a|b+c, d")
    assertSome(bot.botType, "USER_DEFINED")
    assertSome(bot.botScore, 12.5)
    expect(bot.detectionCategories).toStrictEqual(["a", "b", "c", "d"])
  })

  it("leaves absent and malformed fields empty", () => {
    const empty = parseBotHeader("")
    assertNone(empty.botType)
    assertNone(empty.botScore)
    expect(empty.detectionCategories).toStrictEqual([])
    const bad = parseBotHeader("botScore=high;botType;=x;botNetId=;botType=first;botType=second")
    assertNone(bad.botScore)
    assertNone(bad.botNetId)
    assertSome(bad.botType, "first")
    assertNone(parseBotHeader(`botScore=${"9".repeat(400)}`).botScore)
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

// Spec §3: "bot header parse (botType, botNetId, botManagerAction, detectionCategories, botScore,
// botScoreResponseSegment)"; §9: "bot scores and other limits: not shown" (docs/spec-decisions.md).
describe("isBot", () => {
  it("a categorized bot, a detection category or a bot response segment is a bot", () => {
    expect(isBot(parseBotHeader("botType=AKAMAI_CATEGORIZED"))).toBe(true)
    expect(isBot(parseBotHeader("botNetId=1234"))).toBe(true)
    expect(isBot(parseBotHeader("detectionCategories=Web Search Engine Bots"))).toBe(true)
    for (const segment of ["strict", "Aggressive", "likely_bot", "BOT"])
      expect(isBot(parseBotHeader(`botScoreResponseSegment=${segment}`)), segment).toBe(true)
  })

  it("a human, a cautious or safeguard segment, a score alone, an empty or unknown header are not", () => {
    for (const header of [
      "botScore=3;botScoreResponseSegment=human",
      "botScoreResponseSegment=cautious",
      "botScoreResponseSegment=safeguard",
      "botScore=99",
      "botManagerAction=monitor",
      "",
      "something=else"
    ])
      expect(isBot(parseBotHeader(header)), header).toBe(false)
  })

  it("never throws, and a header with a botType added is always a bot", () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        isBot(parseBotHeader(header))
        assert.isTrue(isBot(parseBotHeader(`botType=X;${header}`)))
      }),
      { numRuns: 300 }
    )
  })
})
