/**
 * The session cookie stays the browser's secret (issue 17): a guest shops, signs in, adds as the
 * shopper, signs out and shops as a guest again (add to cart, the cart page, a reload), and the
 * `atlas_session` cookie's value (HttpOnly) appears in no response body, no URL visited or
 * requested, no key or value of `localStorage` or `sessionStorage`, and not in `document.cookie`.
 */
import type { Page, Request, Response } from "playwright-core"
import { describe, expect, it } from "vitest"
import { searchFor, tile, useE2E } from "./harness.js"

const e2e = useE2E()

interface Body {
  readonly url: string
  readonly body: string | undefined
}

/**
 * Everything the page fetched and visited, the bodies of the responses and the session cookies they
 * set. Sign-in and sign-out reload the app as soon as they are answered, before the browser could
 * hand their bodies over, so those two are fetched through the test and their bodies kept.
 */
const record = async (page: Page) => {
  const flight = { count: 0 }
  inFlight.set(page, flight)
  const counted = (request: Request) => /\/atlas\/v1\/|\/__dev\//.test(request.url())
  page.on("request", (request) => void (counted(request) && flight.count++))
  const ended = (request: Request) => void (counted(request) && flight.count--)
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)
  const urls: Array<string> = []
  const bodies: Array<Promise<Body>> = []
  const sessionCookies = new Set<string>()
  const keepCookies = (setCookie: string | null | undefined) => {
    for (const m of (setCookie ?? "").matchAll(/atlas_session=([^;\s]+)/g)) if (m[1] !== undefined) sessionCookies.add(m[1])
  }
  await page.route("**/__dev/sign-*", async (route) => {
    const response = await route.fetch()
    response.headersArray().forEach((h) => h.name.toLowerCase() === "set-cookie" && keepCookies(h.value))
    bodies.push(Promise.resolve({ url: route.request().url(), body: await response.text() }))
    await route.fulfill({ response })
  })
  page.on("request", (request) => urls.push(request.url()))
  page.on("framenavigated", (frame) => urls.push(frame.url()))
  page.on("response", (response: Response) => {
    if (response.request().url().includes("/__dev/sign-")) return
    const body = response.body().then(
      (b) => b.toString("latin1"),
      () => undefined
    )
    bodies.push(
      Promise.all([response.headerValue("set-cookie").then(keepCookies), body]).then(([, b]) => ({ url: response.url(), body: b }))
    )
  })
  return { urls, bodies, sessionCookies }
}

/** The atlas and sign-in requests a recorded page has in flight. */
const inFlight = new WeakMap<Page, { count: number }>()

/**
 * Waits until the page has had every answer for a while: a navigation then drops no body unread.
 * A read that starts once another has answered (the cart page's line checks and its rail) can start
 * after the network was idle for a moment, so no atlas request may be in flight, twice, 0.5 s apart.
 */
const settle = async (page: Page) => {
  await page.waitForLoadState("networkidle")
  for (let i = 0; i < 2; i++) {
    await expect.poll(() => inFlight.get(page)?.count ?? 0, { timeout: 15_000 }).toBe(0)
    await page.waitForTimeout(500)
  }
  await expect.poll(() => inFlight.get(page)?.count ?? 0, { timeout: 15_000 }).toBe(0)
}

const add = async (page: Page, term: string, name: string) => {
  await settle(page)
  await searchFor(page, term)
  const t = tile(page, name)
  await t.getByRole("button", { name: "Add to cart" }).click()
  await t.getByText(/✓ Added/).waitFor()
}

/** Waits until the header names where the shopper shops (a saved choice is restored and named). */
const headerSettled = async (page: Page) => {
  const place = page.getByRole("banner").locator(".my-store__name")
  await expect.poll(async () => ((await place.textContent()) ?? "").trim()).not.toMatch(/^$|^your store$/)
  await settle(page)
}

const signIn = async (page: Page, name: string) => {
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click()
  await page.getByRole("button", { name: `Sign in as ${name}` }).waitFor()
  await settle(page)
  await page.getByRole("button", { name: `Sign in as ${name}` }).click()
  await page.waitForURL(/\/account$/)
  await page.getByTestId("profile-name").waitFor()
  await headerSettled(page)
}

const signOut = async (page: Page) => {
  await settle(page)
  await page.goto("/account")
  await page.getByRole("button", { name: "Sign out" }).waitFor()
  await settle(page)
  await page.getByRole("button", { name: "Sign out" }).click()
  await page.waitForURL((url) => url.pathname === "/")
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor()
  await headerSettled(page)
}

describe("the session cookie", () => {
  it("is in no body, URL or script-readable storage while a guest shops, signs in and out, and shops again", async () => {
    const { page, context } = e2e
    const seen = await record(page)
    await add(page, "bananas", "Bananas")
    await signIn(page, "Ava Johnson")
    await add(page, "orange juice", "Orange Juice")
    await signOut(page)
    // A guest again: add, see the cart, reload it.
    await add(page, "bananas", "Bananas")
    await page.getByRole("link", { name: /^Cart \d+ items?$/ }).click()
    await page.getByRole("heading", { level: 1, name: /^Cart \(\d+ items?\)$/ }).waitFor()
    await page.locator(".line").filter({ hasText: "Bananas" }).first().waitFor()
    await settle(page)
    await page.reload()
    await page.locator(".line").filter({ hasText: "Bananas" }).first().waitFor()
    await settle(page)

    const bodies = await Promise.all(seen.bodies)
    const cookie = (await context.cookies()).find((c) => c.name === "atlas_session")
    expect(cookie?.httpOnly).toBe(true)
    // One session all along (signing in and out keeps it), its value set by the upstream's answers.
    const secrets = [...new Set([cookie?.value ?? "", ...seen.sessionCookies])]
    expect(secrets).toHaveLength(1)
    const [secret = ""] = secrets
    expect(secret).toMatch(/^[0-9a-f]{32}$/)

    // Every answer of the upstream (atlas calls, sign-in and out) was read, and not one body carries the value.
    const upstream = bodies.filter((b) => /\/atlas\/v1\/|\/__dev\//.test(b.url))
    expect(upstream.filter((b) => b.body === undefined).map((b) => b.url)).toEqual([])
    expect(upstream.filter((b) => b.url.includes("/atlas/v1/carts")).length).toBeGreaterThan(2)
    expect(upstream.filter((b) => b.url.includes("/__dev/sign-")).length).toBe(2)
    expect(bodies.filter((b) => b.body?.includes(secret)).map((b) => b.url)).toEqual([])
    expect(seen.urls.length).toBeGreaterThan(0)
    expect(seen.urls.filter((u) => u.includes(secret))).toEqual([])

    const storage = await page.evaluate(() => {
      const all = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i) ?? "").map((k) => [k, s.getItem(k) ?? ""])
      return { local: all(window.localStorage), session: all(window.sessionStorage), cookie: document.cookie }
    })
    // The cart's profile is kept: the guest's own random id, not the session's.
    expect(/(?:^|; )atlas-market-profile=([^;]*)/.exec(storage.cookie)?.[1]).toMatch(/^guest-[0-9a-f]{32}$/)
    expect([...storage.local, ...storage.session].flat().filter((s) => s.includes(secret))).toEqual([])
    expect(storage.cookie).not.toContain(secret)
    expect(storage.cookie).toContain("XSRF-TOKEN=")
  })
})
