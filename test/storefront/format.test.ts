/**
 * The shop writes prices, counts and days without `Intl` (its first use is a long task on a phone):
 * they must read exactly as `Intl` writes them in en-US.
 */
import { describe, expect, it } from "vitest"
import { grouped, money, utcDay } from "../../demo/src/shop/format.js"

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

describe("the shop's numbers", () => {
  it("money is Intl's en-US dollars, for cents, halves, thousands, millions and negatives", () => {
    const amounts = [0, 0.01, 0.1, 0.5, 1, 1.005, 2.675, 3.49, 9.995, 12, 99.99, 999.995, 1000, 1234.5, 1_000_000, 12_345_678.9]
    // And a spread of cents from -$2,000 to $2,000.
    for (let cents = -200_000; cents <= 200_000; cents += 137) amounts.push(cents / 100)
    for (const amount of [...amounts, ...amounts.map((a) => -a)].filter((a) => a !== 0 || Object.is(a, 0)))
      expect(money(amount)).toBe(usd.format(amount))
  })

  it("grouped is Intl's en-US grouping of a whole number", () => {
    for (const n of [0, 7, 42, 999, 1000, 2100, 12_345, 999_999, 1_000_000, 123_456_789]) expect(grouped(n)).toBe(n.toLocaleString("en-US"))
  })

  it("utcDay is Intl's en-US short date in UTC, every month, around midnight, and in other years", () => {
    const day = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" })
    const start = Date.UTC(2023, 0, 1)
    // Every 7 hours and 13 minutes for three years (every month, each side of midnight UTC), and a few far years.
    const dates = Array.from({ length: 3700 }, (_, i) => new Date(start + i * 26_000_000))
    for (const year of [1999, 2000, 2100, 9999]) dates.push(new Date(Date.UTC(year, 11, 31, 23, 59, 59)))
    for (const date of dates) expect(utcDay(date)).toBe(day.format(date))
  })
})
