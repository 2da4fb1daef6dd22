/**
 * The shopper's store and shopping modality: the shopping context's active modality (kept in a
 * cookie by the shopping context, restored into the request context on start, so every call carries
 * the `x-modality` headers for it; the server renders with the same cookie). Choosing a store here and in the header's modality
 * picker goes through the same preference write (`ModalityPreferences.updatePreferences`), so both
 * agree. The display names of chosen stores and addresses are remembered beside it, in a cookie too.
 */
import { type ActiveModality, ModalityPreferences, ShoppingContext } from "atlas-client"
import { ModalityUseCases, useAction, useAtlasRuntime } from "atlas-client/react"
import type { StoreModality } from "atlas-client/rules"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { useStoreName } from "./components/StoreName.js"
import { activeModalityIn, cookieValue, LABELS_COOKIE, useFirstCookies, writeCookie } from "./cookies.js"
import { failureOf } from "./errors.js"
import { isSignedIn } from "./header/AccountLink.js"

/** The store a shopper shops at, and how. */
export interface MyStore {
  readonly locationId: string
  readonly name: string
  readonly modality: StoreModality
}

interface MyStoreValue {
  /** The active modality's store (pickup or in-store), if any. */
  readonly store: MyStore | undefined
  /** The active modality as the request context holds it (every type); `undefined` when none. */
  readonly active: ActiveModality | undefined
  /** Where the active modality points, in words (a store's name, an address), once known. */
  readonly place: string | undefined
  /** False until the shopping context has been read. */
  readonly ready: boolean
  /** Makes a store the shopper's (a preference write, activated). */
  readonly choose: (store: MyStore) => void
  /** The state of the last `choose`. */
  readonly saving: boolean
  readonly error: unknown
}

/** The key a chosen modality's display name is remembered under. */
export const labelKey = (m: {
  readonly type: string
  readonly locationId?: string | undefined
  readonly postalCode?: string | undefined
}): string => `${m.type}:${m.locationId ?? m.postalCode ?? ""}`

const readLabels = (cookies: string): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(cookieValue(cookies, LABELS_COOKIE) ?? "{}")
    if (typeof parsed !== "object" || parsed === null) return {}
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"))
  } catch {
    return {}
  }
}

/** Remembers a display name (a store's name, an address line) for a modality (the last few kept). */
export const rememberLabel = (key: string, label: string): void => {
  const kept = Object.entries(readLabels(document.cookie)).filter(([k]) => k !== key)
  writeCookie(LABELS_COOKIE, JSON.stringify(Object.fromEntries([...kept.slice(-4), [key, label]])))
}

/**
 * The remembered display name of a modality, if any: in the browser from its cookies, on the
 * server from the request's (the same, so the hydration matches).
 */
export const useLabelOf = (): ((m: ActiveModality) => string | undefined) => {
  const first = useFirstCookies()
  return (m) => readLabels(typeof document === "undefined" ? first : document.cookie)[labelKey(m)]
}

const Context = createContext<MyStoreValue>({
  store: undefined,
  active: undefined,
  place: undefined,
  ready: false,
  choose: () => undefined,
  saving: false,
  error: undefined
})

const isStoreModality = (type: string): type is StoreModality => type === "PICKUP" || type === "IN_STORE"

/** Holds the shopper's store and active modality for the app. */
export const MyStoreProvider = ({ children }: { readonly children: ReactNode }) => {
  const runtime = useAtlasRuntime<ShoppingContext | ModalityPreferences>()
  const first = useFirstCookies()
  const labelOf = useLabelOf()
  // The first render (the server's and the hydration's) shows the modality the cookie holds.
  const [active, setActive] = useState<ActiveModality | undefined>(() => activeModalityIn(first))
  const [ready, setReady] = useState(true)
  // Whether the page loaded signed in (the browser knows; read after hydration so both renders
  // agree). Signing in or out reloads the app, so a change mid-page starts nothing here.
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => setSignedIn(isSignedIn()), [])
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    // The active modality, then every change (a preference write, a type switch, a reload's restore).
    let stop: (() => void) | undefined
    let unmounted = false
    runtime.runFork(
      Effect.map(ShoppingContext, (s) => {
        if (unmounted) return
        stop = s.subscribe((m) => {
          const next = Option.getOrUndefined(m)
          // The same modality as the first render's (read from the cookie) keeps its object, so the
          // whole page under this provider is not rendered again right after hydrating.
          setActive((shown) => (JSON.stringify(shown ?? null) === JSON.stringify(next ?? null) ? shown : next))
          setReady(true)
        })
      })
    )
    return () => {
      unmounted = true
      stop?.()
    }
  }, [runtime])

  // A signed-in shopper new to this browser: the active modality of their saved preferences.
  useEffect(() => {
    if (!ready || active !== undefined || !signedIn) return
    const fiber = runtime.runFork(
      Effect.gen(function* () {
        const prefs = yield* (yield* ModalityPreferences).getPreferences()
        if (Option.isSome(prefs)) yield* (yield* ShoppingContext).fromPreferences(prefs.value)
      }).pipe(Effect.ignore, Effect.ensuring(Effect.sync(() => setRestored(true))))
    )
    return () => {
      runtime.runFork(Fiber.interrupt(fiber))
    }
  }, [ready, active, signedIn, runtime])

  const write = useAction(ModalityUseCases.updatePreferences, { key: "my-store" })
  const { run } = write
  const choose = useCallback(
    (next: MyStore) => {
      rememberLabel(labelKey({ type: next.modality, locationId: next.locationId }), next.name)
      run(
        { modalityType: next.modality, source: "Options", destination: { location: { locationId: next.locationId } } },
        { activate: true }
      )
    },
    [run]
  )

  // A store chosen elsewhere (another browser, the shopper's saved preferences) has no remembered
  // name here: its details name it.
  const remembered = active === undefined ? undefined : labelOf(active)
  const storeName = useStoreName(active?.locationId, remembered ?? (active?.locationId === undefined ? "" : undefined))
  const place = remembered ?? (active?.locationId !== undefined ? storeName : active?.postalCode)
  // Remembered like a store chosen here, so the next page load needs no details read for the name.
  useEffect(() => {
    if (active !== undefined && remembered === undefined && storeName !== undefined && storeName !== "")
      rememberLabel(labelKey(active), storeName)
  }, [active, remembered, storeName])
  const store = useMemo((): MyStore | undefined => {
    if (active === undefined || !isStoreModality(active.type) || active.locationId === undefined) return undefined
    return { locationId: active.locationId, name: place ?? "your store", modality: active.type }
  }, [active, place])
  const saving = write.state.status === "request"
  const error = failureOf(write.state)
  const value = useMemo(
    // Until a signed-in shopper's saved choice is known, the context is not ready.
    () => ({ store, active, place, ready: ready && (active !== undefined || !signedIn || restored), choose, saving, error }),
    [store, active, place, ready, signedIn, restored, choose, saving, error]
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The shopper's store, the active modality, and how to choose a store. */
export const useMyStore = (): MyStoreValue => useContext(Context)
