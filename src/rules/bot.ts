/**
 * The bot-manager header (spec §3): the CDN's verdict on whether a request comes from a bot.
 *
 * Wire format (our choice; the spec names only the fields): `key=value` pairs separated by `;`,
 * keys matched case-insensitively and ignoring `_` and `-` (so `botScore`, `bot_score` and
 * `Bot-Score` are one key), `detectionCategories` a list separated by `,`, `|` or `+`, e.g.
 * `botType=AKAMAI_CATEGORIZED;botNetId=1234;botManagerAction=monitor;detectionCategories=Web Search Engine Bots,Site Monitoring;botScore=87;botScoreResponseSegment=likely_bot`.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"

/**
 * The request header the CDN's bot manager writes its verdict in (our choice of name: the spec
 * names the fields only; docs/spec-decisions.md).
 *
 * @example
 * request.headers.get(BOT_HEADER) // "botType=AKAMAI_CATEGORIZED;botScore=87"
 */
export const BOT_HEADER = "x-akamai-bot"

/**
 * What the bot-manager header says; absent or malformed values are `Option.none()` / `[]`.
 *
 * @example
 * const human: BotSignals = parseBotHeader("botScore=3;botScoreResponseSegment=human")
 */
export interface BotSignals {
  readonly botType: Option.Option<string>
  readonly botNetId: Option.Option<string>
  readonly botManagerAction: Option.Option<string>
  readonly detectionCategories: ReadonlyArray<string>
  readonly botScore: Option.Option<number>
  readonly botScoreResponseSegment: Option.Option<string>
}

const canonical = (key: string): string => key.replace(/[-_\s]/g, "").toLowerCase()

const NUMBER = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

/**
 * Parses the bot-manager header (format above). Pairs without `=` or with an unknown key are
 * ignored, the first occurrence of a key wins, values are trimmed, `botScore` must be a decimal
 * number. Never throws.
 *
 * @example
 * ```ts
 * const bot = parseBotHeader("botType=AKAMAI_CATEGORIZED;detectionCategories=Site Monitoring,Web Search Engine Bots;botScore=87")
 * expect(Option.getOrUndefined(bot.botType)).toBe("AKAMAI_CATEGORIZED")
 * expect(bot.detectionCategories).toStrictEqual(["Site Monitoring", "Web Search Engine Bots"])
 * expect(Option.getOrUndefined(bot.botScore)).toBe(87)
 * ```
 */
export const parseBotHeader = (header: string): BotSignals => {
  const pairs = new Map<string, string>()
  for (const part of header.split(";")) {
    const eq = part.indexOf("=")
    if (eq < 0) continue
    const key = canonical(part.slice(0, eq))
    const value = part.slice(eq + 1).trim()
    if (key === "" || value === "" || pairs.has(key)) continue
    pairs.set(key, value)
  }
  const text = (key: string): Option.Option<string> => Option.fromNullable(pairs.get(key))
  const rawScore = pairs.get("botscore") ?? ""
  const score = NUMBER.test(rawScore) ? Number(rawScore) : Number.NaN
  return {
    botType: text("bottype"),
    botNetId: text("botnetid"),
    botManagerAction: text("botmanageraction"),
    detectionCategories: (pairs.get("detectioncategories") ?? "")
      .split(/[,|+]/)
      .map((category) => category.trim())
      .filter((category) => category !== ""),
    botScore: Number.isFinite(score) ? Option.some(score) : Option.none(),
    botScoreResponseSegment: text("botscoreresponsesegment")
  }
}

/** Response segments that mean a bot (the bot manager's strict and aggressive ones, or any naming a bot). */
const botSegment = (segment: string): boolean => {
  const lower = segment.toLowerCase()
  return lower === "strict" || lower === "aggressive" || lower.includes("bot")
}

/**
 * Whether the bot header's verdict is a bot (our reading; the spec shows no score threshold, so the
 * score alone decides nothing): a categorized bot (`botType` or `botNetId`), any detection
 * category, or a response segment that names a bot (`strict`, `aggressive`, or one containing
 * "bot" such as `likely_bot`). A header without any of these (e.g. `botScore=3;botScoreResponseSegment=human`) is a human.
 *
 * @example
 * ```ts
 * expect(isBot(parseBotHeader("botType=AKAMAI_CATEGORIZED;detectionCategories=Web Search Engine Bots"))).toBe(true)
 * expect(isBot(parseBotHeader("botScore=3;botScoreResponseSegment=human"))).toBe(false)
 * ```
 */
export const isBot = (signals: BotSignals): boolean =>
  Option.isSome(signals.botType) ||
  Option.isSome(signals.botNetId) ||
  signals.detectionCategories.length > 0 ||
  Option.exists(signals.botScoreResponseSegment, botSegment)
