// The checks `consumer-check.mjs` runs in chromium against `examples/react-router/` built from the
// packed package (`react-router build`) and served by `react-router-serve` (issue 40, item 4):
//   - the first page's response carries the shopper's session cookie and its HTML the products and
//     the cart count (the loader's data), then the part below the fold streamed (`atlas.stream`) and
//     the snapshot after it, and hydrating it sends no atlas API request;
//   - with JavaScript on, two adds to cart tapped one right after the other from a fresh browser land in
//     one cart (the header says 2);
//   - with JavaScript off, two adds posted at once by the form (the route's action) land in one cart,
//     and a form posted twice with the same intent key adds once;
//   - its first product time and the script bytes the page loads (brotli, as a CDN would send them).
import { brotliCompressSync } from "node:zlib"

const fail = (message) => {
  throw new Error(`react-router shop: ${message}`)
}

/** The header's cart count as the page shows it. */
const cartCount = async (page) => Number((await page.locator("header").textContent())?.replace(/\D+/g, "") || "0")

/** Polls `read` until it gives `want` (at most 15 s). */
const until = async (read, want, what) => {
  const end = Date.now() + 15_000
  let last
  while (Date.now() < end) {
    last = await read()
    if (last === want) return
    await new Promise((r) => setTimeout(r, 100))
  }
  fail(`${what}: ${last}, not ${want}`)
}

/** The post forms of the page as the server rendered them, as what each sends: its fields and its button's. */
const formsOf = (html) =>
  [...html.matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/g)].map(([, inner]) => {
    const fields = {}
    for (const [tag] of inner.matchAll(/<(?:input|button)\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(tag)?.[1]
      const value = /\bvalue="([^"]*)"/.exec(tag)?.[1]
      if (name !== undefined && value !== undefined) fields[name] = value
    }
    return fields
  })

const post = (context, origin, form) => context.request.post(`${origin}/?index`, { form, maxRedirects: 0 })

/** Runs the checks against the shop at `origin`; `say` gets a line per check. Resolves with the figures. */
export const checkShop = async (say, origin) => {
  const { chromium } = await import("playwright-core")
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] })
  try {
    // JavaScript on, a fresh browser.
    const context = await browser.newContext()
    const page = await context.newPage()
    const atlasRequests = []
    const scripts = []
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/atlas/v1")) atlasRequests.push(r.url())
    })
    page.on("response", async (r) => {
      if (r.request().resourceType() === "script")
        scripts.push(
          r.body().then(
            (b) => brotliCompressSync(b).byteLength,
            () => 0
          )
        )
    })
    const started = Date.now()
    const response = await page.goto(origin)
    await page.locator("li").first().waitFor()
    const firstProductMs = Date.now() - started
    const html = await response.text()
    const cookies = (await response.headerValue("set-cookie")) ?? ""
    if (!/atlas_session=/.test(cookies)) fail(`the first page set no session cookie (set-cookie: ${cookies})`)
    if (!/<li>Atlas Whole Milk/.test(html) || !/Cart: /.test(html)) fail("the server's HTML holds no products or cart count")
    // The part below the fold, streamed after the shell, and the snapshot after the page with what it fetched.
    if (!/aria-label="Also try"><li>/.test(html)) fail("the server's page holds no streamed part (Also try)")
    if (!/id="atlas-state">[^<]*ProductSearch\.searchProducts/.test(html)) fail("no snapshot of the streamed part after the page")
    await page.waitForFunction(() => document.querySelector("button[aria-busy]") !== null && "__reactRouterRouteModules" in window)
    await page.waitForLoadState("networkidle")
    if (atlasRequests.length > 0) fail(`hydrating sent atlas API requests: ${atlasRequests.join(", ")}`)
    const scriptBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0)
    say(`JS on: the first page set atlas_session, its HTML holds the products and the streamed part; hydrated with no atlas request\n`)
    const [first, second] = await page.getByRole("button", { name: "Add to cart" }).all()
    // One tap right after the other (a click resolves once dispatched, before its post is answered).
    // Two clicks awaited together share the page's one mouse, and one of them can be lost.
    await first.click()
    await second.click()
    await until(() => cartCount(page), 2, "JS on, two adds at once: the header's count")
    say(`JS on: two adds tapped one right after the other from a fresh browser: the header says 2\n`)
    await context.close()

    // JavaScript off: the forms post to the route's action.
    const plain = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await plain.newPage()
    const page2 = await noScript.goto(origin)
    const forms = formsOf(await page2.text())
    if (forms.length < 2) fail(`JS off: ${forms.length} forms in the HTML`)
    const answers = await Promise.all(forms.slice(0, 2).map((f) => post(plain, origin, f)))
    if (!answers.every((a) => a.status() === 200)) fail(`JS off: the actions answered ${answers.map((a) => a.status())}`)
    await noScript.reload()
    await until(() => cartCount(noScript), 2, "JS off, two adds at once: the header's count")
    await post(plain, origin, forms[2])
    await post(plain, origin, forms[2])
    await noScript.reload()
    await until(() => cartCount(noScript), 3, "JS off, one form posted twice with its intent key: the header's count")
    await noScript.getByRole("button", { name: "Add to cart" }).nth(3).click()
    await noScript.waitForLoadState()
    await until(() => cartCount(noScript), 4, "JS off, a form submitted by its button: the header's count")
    say(`JS off: two adds posted at once land in one cart (2); a form posted twice is one add; a button's form adds\n`)
    await plain.close()
    return { firstProductMs, scriptBytes }
  } finally {
    await browser.close()
  }
}
