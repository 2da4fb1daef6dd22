/**
 * Debian's chromium through playwright-core (no browser download). `launch` gives the browser a
 * fresh temporary profile (its own `--user-data-dir`, removed on close).
 */
import { type Browser, chromium } from "playwright-core"

/** Debian's chromium (`apt-get install -y chromium`). */
export const CHROMIUM = "/usr/bin/chromium"

/** Launches headless chromium with a fresh profile. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync"
    ]
  })
