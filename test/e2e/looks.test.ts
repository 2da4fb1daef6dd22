/**
 * Looks (issue 23, item 12), on a phone (390×844): product tiles and the product page show their
 * department's drawn illustration (a static SVG file with its width and height, eager in the shop's
 * first row and lazy below it, decorative next to the product's name) instead of letter monograms;
 * cart lines have thumbnails; the weekly ad's circulars are tabs that the keyboard works; the header
 * takes far less than a quarter of the first screen and keeps the picker, the account, the cart
 * count and the sections within reach; axe finds nothing serious or moderate on those screens at this
 * width. (The files themselves: test/storefront/art.test.ts.)
 */
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "./axe.js"
import { hydrated, makeMyStore, searchFor, tile, useE2E } from "./harness.js"

const PHONE = { width: 390, height: 844 } as const
const e2e = useE2E({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })

/** The header's height bound at 390×844 (it was 232 px: 27% of the screen). */
const MAX_HEADER_PX = 120

interface Picture {
  readonly src: string
  readonly width: string | null
  readonly height: string | null
  readonly alt: string | null
  readonly loading: string | null
  readonly loaded: boolean
}

const picture = (img: Locator): Promise<Picture> =>
  img.evaluate((el: HTMLImageElement) => ({
    src: new URL(el.src).pathname,
    width: el.getAttribute("width"),
    height: el.getAttribute("height"),
    alt: el.getAttribute("alt"),
    loading: el.getAttribute("loading"),
    loaded: el.complete && el.naturalWidth > 0
  }))

/** Waits until the image has loaded (a lazy one once it is scrolled to). */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.decode().then(() => el.naturalWidth > 0))

const tiles = (page: Page) => page.locator(".grid .tile[data-gtin13]")

describe("looks on a phone", () => {
  it("shop tiles show their department's illustration with width and height, eager in the first row, lazy below", async () => {
    const { page } = e2e
    await page.goto("/shop?dept=pet")
    await hydrated(page)
    await tiles(page).nth(11).waitFor()
    expect(await page.locator(".art__initials").count()).toBe(0)
    const count = await tiles(page).count()
    expect(count).toBeGreaterThan(8)
    for (let i = 0; i < count; i++) {
      const img = tiles(page).nth(i).locator(".tile__art img")
      const p = await picture(img)
      expect({ i, ...p, loaded: undefined }).toStrictEqual({
        i,
        src: "/art/pet.svg",
        width: "96",
        height: "96",
        alt: "",
        loading: i < 4 ? "eager" : "lazy",
        loaded: undefined
      })
    }
    // The first row is on the first screen and loaded; the picture is decorative (the name is beside it).
    const first = tiles(page).first()
    expect(await loaded(first.locator(".tile__art img"))).toBe(true)
    const box = await first.locator(".tile__art img").boundingBox()
    expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThan(PHONE.height)
    expect(await first.locator(".tile__art").getAttribute("aria-hidden")).toBe("true")
    // A lazy one loads once scrolled to.
    const last = tiles(page).last().locator(".tile__art img")
    await last.scrollIntoViewIfNeeded()
    expect(await loaded(last)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await axeViolations(page)).toStrictEqual([])
  })

  it("each department's tiles show that department's file, loaded from the server", async () => {
    const { page } = e2e
    for (const [dept, term] of [
      ["produce", "bananas"],
      ["dairy", "whole milk"],
      ["frozen", "frozen peas"]
    ] as const) {
      await searchFor(page, term)
      const img = tiles(page).first().locator(".tile__art img")
      expect((await picture(img)).src).toBe(`/art/${dept}.svg`)
      expect(await loaded(img)).toBe(true)
    }
  })

  it("the product page shows its department's illustration, eager, with width and height", async () => {
    const { page } = e2e
    await searchFor(page, "bananas")
    await tile(page, "Bananas").locator(".tile__name a").click()
    await page.getByRole("heading", { level: 1 }).waitFor()
    const img = page.locator(".product__art img")
    expect({ ...(await picture(img)), loaded: undefined }).toStrictEqual({
      src: "/art/produce.svg",
      width: "192",
      height: "192",
      alt: "",
      loading: "eager",
      loaded: undefined
    })
    expect(await loaded(img)).toBe(true)
  })

  it("cart lines have their item's thumbnail", async () => {
    const { page } = e2e
    await searchFor(page, "bananas")
    const bananas = tile(page, "Bananas")
    await bananas.getByRole("button", { name: "Add to cart" }).click()
    await bananas.getByText(/✓ Added/).waitFor()
    await searchFor(page, "whole milk")
    const milk = tile(page, "Whole Milk")
    await milk.getByRole("button", { name: "Add to cart" }).click()
    await milk.getByText(/✓ Added/).waitFor()
    await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click()
    const lines = page.locator(".line")
    await lines.nth(1).waitFor()
    const thumbs = lines.locator(".art--thumb img")
    await expect.poll(() => thumbs.count()).toBe(2)
    const shown = await Promise.all([0, 1].map((i) => picture(thumbs.nth(i))))
    expect(shown.map((p) => ({ ...p, loaded: undefined })).sort((a, b) => a.src.localeCompare(b.src))).toStrictEqual([
      { src: "/art/dairy.svg", width: "48", height: "48", alt: "", loading: "eager", loaded: undefined },
      { src: "/art/produce.svg", width: "48", height: "48", alt: "", loading: "eager", loaded: undefined }
    ])
    for (const i of [0, 1]) expect(await loaded(thumbs.nth(i))).toBe(true)
    expect(await axeViolations(page)).toStrictEqual([])
    // The thumbnail sits beside the line's name, within the screen's width.
    const thumb = await lines.first().locator(".art--thumb").boundingBox()
    const name = await lines.first().locator(".line__name").boundingBox()
    expect((thumb?.x ?? 0) + (thumb?.width ?? 0)).toBeLessThanOrEqual(name?.x ?? 0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })

  it("the header takes at most 120 px of a 390×844 screen, with the picker, account, cart count, sections and the shop's search in reach", async () => {
    const { page } = e2e
    await page.goto("/shop")
    await hydrated(page)
    const header = page.getByRole("banner")
    const box = await header.boundingBox()
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(MAX_HEADER_PX)
    const visible = async (locator: Locator) => {
      const b = await locator.boundingBox()
      return b !== null && b.width > 0 && b.height > 0 && b.x >= 0 && b.x + b.width <= PHONE.width && b.y + b.height <= PHONE.height
    }
    expect(await visible(header.locator(".picker__trigger"))).toBe(true)
    expect(await visible(header.getByRole("link", { name: "Sign in" }))).toBe(true)
    expect(await visible(header.getByTestId("cart-count"))).toBe(true)
    expect(await header.getByRole("link", { name: /^Cart 0 items$/ }).count()).toBe(1)
    expect(await visible(header.getByRole("link", { name: "Shop", exact: true }))).toBe(true)
    expect(await visible(page.getByRole("searchbox", { name: "Search products" }))).toBe(true)
    // The sections scroll sideways in their row; the page itself does not.
    const developer = header.getByRole("link", { name: "Developer" })
    await developer.scrollIntoViewIfNeeded()
    expect(await visible(developer)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    // The picker's panel opens within the screen.
    await header.locator(".picker__trigger").click()
    const dialog = page.getByRole("dialog", { name: "How do you want to shop?" })
    await dialog.waitFor()
    const panel = await dialog.boundingBox()
    expect(panel?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((panel?.x ?? 0) + (panel?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width)
  })

  it("the weekly ad's circulars are tabs: one tab stop, arrow keys, Home and End choose, the panel follows", async () => {
    const { page } = e2e
    await makeMyStore(page)
    await page.goto("/weekly-ad")
    const list = page.getByRole("tablist", { name: "Circulars" })
    const tabs = list.getByRole("tab")
    await tabs.first().waitFor()
    const n = await tabs.count()
    expect(n).toBeGreaterThanOrEqual(2)
    const titles = await tabs.allTextContents()
    const state = async () => ({
      selected: await tabs.evaluateAll((els) => els.map((el) => el.getAttribute("aria-selected"))),
      tabStops: await tabs.evaluateAll((els) => els.map((el) => el.getAttribute("tabindex"))),
      focused: await page.evaluate(() =>
        document.activeElement?.getAttribute("role") === "tab" ? document.activeElement.textContent : null
      ),
      panel: await page
        .getByRole("tabpanel")
        .evaluate((el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent)
    })
    const chosen = (i: number, focused: string | null) => ({
      selected: titles.map((_, j) => String(j === i)),
      tabStops: titles.map((_, j) => (j === i ? "0" : "-1")),
      focused,
      panel: titles[i]
    })
    expect(await state()).toStrictEqual(chosen(0, null))
    await page.getByRole("tabpanel").getByRole("listitem").first().waitFor()
    expect(await axeViolations(page)).toStrictEqual([])
    // Every tab controls the one panel.
    const panelId = await page.getByRole("tabpanel").getAttribute("id")
    expect(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute("aria-controls")))).toStrictEqual(titles.map(() => panelId))
    await tabs.first().focus()
    await page.keyboard.press("ArrowRight")
    expect(await state()).toStrictEqual(chosen(1, titles[1] ?? ""))
    await page
      .getByRole("list", { name: `Items of ${titles[1] ?? ""}` })
      .getByRole("listitem")
      .first()
      .waitFor()
    await page.keyboard.press("Home")
    expect(await state()).toStrictEqual(chosen(0, titles[0] ?? ""))
    // Left from the first wraps to the last; End goes there too; right from the last wraps to the first.
    await page.keyboard.press("ArrowLeft")
    expect(await state()).toStrictEqual(chosen(n - 1, titles[n - 1] ?? ""))
    await page.keyboard.press("ArrowRight")
    expect(await state()).toStrictEqual(chosen(0, titles[0] ?? ""))
    await page.keyboard.press("End")
    expect(await state()).toStrictEqual(chosen(n - 1, titles[n - 1] ?? ""))
    // One tab stop: Tab leaves the tab list for the panel's content.
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role") ?? null)).not.toBe("tab")
    // A click chooses too.
    await tabs.first().click()
    expect((await state()).selected).toStrictEqual(chosen(0, null).selected)
    await page
      .getByRole("list", { name: `Items of ${titles[0] ?? ""}` })
      .getByRole("listitem")
      .first()
      .waitFor()
  })
})
