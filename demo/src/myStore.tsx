/**
 * The shopper's store: chosen on the locator, kept in `localStorage`, and made the active modality
 * of the request context (so every call carries the `x-modality` headers for it).
 */
import type { StoreModality } from "atlas-client/rules"
import { useAction } from "atlas-client/react"
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { setActiveModality } from "./useCases.js"

/** The store a shopper shops at, and how. */
export interface MyStore {
  readonly locationId: string
  readonly name: string
  readonly modality: StoreModality
}

interface MyStoreValue {
  readonly store: MyStore | undefined
  readonly choose: (store: MyStore | undefined) => void
}

const KEY = "atlas-market:my-store"
const Context = createContext<MyStoreValue>({ store: undefined, choose: () => undefined })

const isMyStore = (value: unknown): value is MyStore =>
  typeof value === "object" && value !== null &&
  "locationId" in value && typeof value.locationId === "string" &&
  "name" in value && typeof value.name === "string" &&
  "modality" in value && (value.modality === "PICKUP" || value.modality === "IN_STORE")

const restore = (): MyStore | undefined => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "null")
    return isMyStore(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/** Holds the shopper's store for the app. */
export const MyStoreProvider = ({ children }: { readonly children: ReactNode }) => {
  const [store, setStore] = useState<MyStore | undefined>(restore)
  const { run } = useAction(setActiveModality)
  useEffect(() => {
    if (store !== undefined) run({ type: store.modality, locationId: store.locationId })
    // Only when the store changes; `run` is new with every slot state.
  }, [store?.locationId, store?.modality]) // eslint-disable-line react-hooks/exhaustive-deps
  const choose = useCallback((next: MyStore | undefined) => {
    setStore(next)
    try {
      if (next === undefined) window.localStorage.removeItem(KEY)
      else window.localStorage.setItem(KEY, JSON.stringify(next))
    } catch {
      // private mode: the choice lasts for this visit
    }
  }, [])
  const value = useMemo(() => ({ store, choose }), [store, choose])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The shopper's store and how to change it. */
export const useMyStore = (): MyStoreValue => useContext(Context)
