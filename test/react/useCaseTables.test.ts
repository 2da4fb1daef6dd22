// The use-case tables of `atlas-client/react` are written by hand; this test makes the contract and
// the services the one source of each fact they restate. For every entry of every table:
// - its `run` calls one method of the service of its domain (the `Effect.Service` whose name is
//   the part of the use case's name before the dot), and that method exists on the service built;
// - its name is that method's and a descriptor's of `src/contract`, or it is listed below in
//   `composed` with the operations it sends and why;
// - its mode is the one of its operation's retry class (`modeOf`: read → "read", keyed →
//   "mutation", never → "never"), and its `contextDependent` is the descriptor's;
// - the reads its `updates` and `invalidates` name are read use cases of the tables.
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"
import { type AnyOperation, operations, ShoppingContext } from "atlas-client"
import * as Atlas from "atlas-client"
import * as AtlasReact from "atlas-client/react"
import { type AnyUseCase, modeOf, type UseCaseMode } from "atlas-client/react"
import { referenceLayer } from "atlas-client/testing"

const isUseCase = (value: unknown): value is AnyUseCase =>
  typeof value === "object" && value !== null && "name" in value && "mode" in value && "run" in value

/** Every entry of every table, with where it is written (`CartsUseCases.addToCart`). */
const entries = Object.entries(AtlasReact)
  .filter(([name]) => name.endsWith("UseCases"))
  .flatMap(([table, value]) =>
    Object.entries(value as Record<string, unknown>).flatMap(([key, useCase]) =>
      isUseCase(useCase) ? [{ at: `${table}.${key}`, useCase }] : []
    )
  )
const reads = entries.map((e) => e.useCase).filter((u) => u.mode === "read")

/** Every service class of the client, by its name (`atlas-client/Carts` → `Carts`). */
type ServiceTag = Context.Tag<unknown, unknown> & { readonly key: string }
const isServiceTag = (value: unknown): value is ServiceTag =>
  typeof value === "function" && "key" in value && typeof value.key === "string" && value.key.startsWith("atlas-client/")
const services = new Map(
  (Object.values(Atlas) as ReadonlyArray<unknown>).filter(isServiceTag).map((tag) => [tag.key.slice("atlas-client/".length), tag] as const)
)

const descriptors = new Map(operations.map((op) => [op.name, op]))

/**
 * Use cases whose name is not the name of one descriptor sent by a service method of that name:
 * the operations each sends (none for those over the shopping context or built locally), the
 * service method when it is named otherwise, and for those that send nothing the mode and context
 * flag with the reason.
 */
const composed: Readonly<
  Record<
    string,
    {
      readonly operations: ReadonlyArray<string>
      readonly method?: string
      readonly mode?: UseCaseMode
      readonly contextDependent?: boolean
      readonly reason: string
    }
  >
> = {
  "Stores.searchByZip": { operations: ["Stores.searchStores"], reason: "checks the zip, then searches stores by it" },
  "Stores.nearbyStores": { operations: ["Stores.locateStores"], reason: "locates the stores around a point" },
  "Items.lookupItem": { operations: ["Items.getItems"], reason: "one tile's item, batched with the others into items calls" },
  "Banners.findBanner": { operations: ["Banners.listBanners"], reason: "one banner of the list, by id or name" },
  "Customer.getIdentity": { operations: ["Customer.getProfileContext"], reason: "the identity part of the profile context" },
  "Customer.getProfileId": { operations: ["Customer.getProfile"], reason: "the profile read at the id detail level" },
  "LocationMapping.getByLocationId": {
    operations: ["LocationMapping.getLocationMapping"],
    reason: "splits a location id into division and store number"
  },
  "Passbook.downloadWalletPass": { operations: ["Passbook.getWalletPass"], reason: "the wallet pass as a file" },
  "Coupons.unclipCoupon": { operations: ["Coupons.clipCoupon"], reason: "the clip call with the UNCLIP action" },
  "AdPlacements.impressionComplete": {
    operations: [],
    mode: "never",
    contextDependent: false,
    reason: "builds an impression event locally (each one an event: never cached or deduplicated)"
  },
  "AdPlacements.impressionV1": {
    operations: [],
    mode: "never",
    contextDependent: false,
    reason: "builds a V1 impression event locally (each one an event: never cached or deduplicated)"
  },
  "Carts.getCart": { operations: ["Carts.getCarts"], reason: "the profile's first cart of a type" },
  "Carts.writeCart": { operations: ["Carts.writeCart"], method: "writeLines", reason: "the service names the lines write writeLines" },
  "Carts.addToCart": { operations: ["Carts.writeCart"], reason: "a cart write of one line without an id" },
  "Carts.updateLine": { operations: ["Carts.writeCart"], reason: "a cart write of one line with its id" },
  "Carts.removeLine": { operations: ["Carts.writeCart"], reason: "a cart write of one line at quantity 0" },
  "Checkout.modifyCheckout": { operations: ["Checkout.createCheckout"], reason: "the create call with the MODIFY use case" },
  "Checkout.addPromo": { operations: ["Checkout.updatePromo"], reason: "the promo call with the ADD action" },
  "Checkout.removePromo": { operations: ["Checkout.updatePromo"], reason: "the promo call with the REMOVE action" },
  "Checkout.setTip": { operations: ["Checkout.updateTip"], reason: "the tip call, named for what the shopper does" },
  "ShoppingContext.setActive": {
    operations: [],
    mode: "mutation",
    contextDependent: false,
    reason: "sets the active modality of the request context (stored on the device): a change never dropped by an unmount"
  },
  "ShoppingContext.setModality": {
    operations: [],
    mode: "mutation",
    contextDependent: false,
    reason: "sets the active modality from a modality (stored on the device)"
  },
  "ShoppingContext.clear": {
    operations: [],
    mode: "mutation",
    contextDependent: false,
    reason: "clears the active modality (stored on the device)"
  }
}

/** The service methods a use case's `run` calls, each service provided as a recorder that answers `void`. */
const methodsCalled = (useCase: AnyUseCase): ReadonlyArray<string> => {
  const calls: Array<string> = []
  let context = Context.empty() as Context.Context<unknown>
  for (const [name, tag] of services) {
    const recorder = new Proxy(
      {},
      {
        get: (_, method) => {
          calls.push(`${name}.${String(method)}`)
          return Object.assign(() => Effect.void, Effect.void)
        }
      }
    )
    context = Context.add(context, tag, recorder)
  }
  Effect.runSyncExit(Effect.provide(useCase.run() as Effect.Effect<unknown, unknown, unknown>, context) as Effect.Effect<unknown, unknown>)
  return calls
}

/** The services built over the reference upstream, to check that each method called exists. */
const built = await Effect.runPromise(
  Effect.all(Array.from(services, ([name, tag]) => Effect.map(Effect.serviceOption(tag), (s) => [name, s] as const))).pipe(
    Effect.provide(Layer.mergeAll(referenceLayer(), ShoppingContext.memory.pipe(Layer.provide(referenceLayer()))))
  )
)
const methodsOf = new Map(built.flatMap(([name, s]) => (s._tag === "Some" ? [[name, Object.keys(s.value as object)] as const] : [])))

/** What the contract says of a use case: its descriptors' mode and context flag (or what `composed` writes down). */
const expected = (
  name: string
): { readonly mode: UseCaseMode; readonly contextDependent: boolean; readonly operations: ReadonlyArray<string> } => {
  const listed = composed[name]
  const sent = listed?.operations ?? [name]
  const ops = sent.map((n) => descriptors.get(n)).filter((op): op is AnyOperation => op !== undefined)
  if (ops.length === 0) return { mode: listed?.mode ?? "read", contextDependent: listed?.contextDependent ?? false, operations: [] }
  // A use case is a read when everything it sends is; else the mode of its strictest call.
  const modes = ops.map((op) => modeOf(op.retry))
  const mode = modes.includes("mutation") ? "mutation" : modes.includes("never") ? "never" : "read"
  return { mode, contextDependent: ops.some((op) => op.contextDependent), operations: ops.map((op) => op.name) }
}

describe("the use-case tables against the contract and the services", () => {
  it("holds every table's entries", () => {
    expect(entries.length).toBeGreaterThanOrEqual(150)
    expect(new Set(entries.map((e) => e.useCase.name)).size).toBe(entries.length)
  })

  it("runs, in each entry, the service method its name says, on the service of its domain", () => {
    const wrong = entries.flatMap(({ at, useCase }) => {
      const [service = "", method = ""] = useCase.name.split(".")
      const expectedMethod = `${service}.${composed[useCase.name]?.method ?? method}`
      const calls = methodsCalled(useCase)
      return calls.length === 1 &&
        calls[0] === expectedMethod &&
        (methodsOf.get(service) ?? []).includes(composed[useCase.name]?.method ?? method)
        ? []
        : [`${at} (${useCase.name}) calls ${calls.join(", ") || "nothing"}, expected ${expectedMethod}`]
    })
    expect(wrong).toStrictEqual([])
  })

  it("names each entry after a descriptor of the contract, or lists it with the operations it sends", () => {
    const unknown = entries.flatMap(({ at, useCase }) => {
      const listed = composed[useCase.name]
      if (listed === undefined) return descriptors.has(useCase.name) ? [] : [`${at}: ${useCase.name} is no descriptor's name`]
      return listed.operations.filter((op) => !descriptors.has(op)).map((op) => `${at}: ${op} is no descriptor's name`)
    })
    expect(unknown).toStrictEqual([])
    // Nothing listed that the tables do not hold (a renamed use case would leave its line behind).
    expect(Object.keys(composed).filter((name) => !entries.some((e) => e.useCase.name === name))).toStrictEqual([])
    // Those that send nothing say why, and those named after one descriptor are not listed.
    expect(
      Object.entries(composed).filter(([name, c]) => c.operations.length === 1 && c.operations[0] === name && c.method === undefined)
    ).toStrictEqual([])
  })

  it("gives each entry the mode of its operations' retry class and the descriptor's context dependence", () => {
    const wrong = entries.flatMap(({ at, useCase }) => {
      const { mode, contextDependent, operations: sent } = expected(useCase.name)
      const from = sent.length === 0 ? "composed" : sent.join(", ")
      return [
        ...(useCase.mode === mode ? [] : [`${at}: mode ${useCase.mode}, ${from} says ${mode}`]),
        ...(useCase.contextDependent === contextDependent
          ? []
          : [`${at}: contextDependent ${useCase.contextDependent}, ${from} says ${contextDependent}`]),
        ...((useCase.oneShot === true) === sent.some((n) => descriptors.get(n)?.oneShot === true)
          ? []
          : [`${at}: oneShot ${useCase.oneShot}, ${from} disagrees`])
      ]
    })
    expect(wrong).toStrictEqual([])
  })

  it("reads the contract's context flag: every context-dependent read descriptor has its use cases marked", () => {
    const contextDependent = operations.filter((op) => op.contextDependent).map((op) => op.name)
    const usedBy = (name: string) => entries.filter((e) => expected(e.useCase.name).operations.includes(name))
    const marked = contextDependent.flatMap((name) => usedBy(name).map((e) => [e.at, e.useCase.contextDependent] as const))
    expect(marked.length).toBeGreaterThanOrEqual(contextDependent.filter((name) => usedBy(name).length > 0).length)
    expect(marked.filter(([, flag]) => !flag)).toStrictEqual([])
  })

  it("declares only updates and invalidations of read use cases of the tables", () => {
    // A value carrying the fields the tables' `updates` read (a cart, a checkout, a coupon).
    const answered = { type: "ACTIVE", profileId: "profile-1", checkoutId: "checkout-1", id: "coupon-1" }
    const wrong = entries.flatMap(({ at, useCase }) => {
      const targets = (useCase.invalidates ?? []).map((t) => (typeof t === "string" ? t : t.name))
      const updated = useCase.updates?.(answered, []).map((change) => change.read) ?? []
      const badTargets = targets.filter((t) => !reads.some((r) => r.name === t || (t.endsWith(".") && r.name.startsWith(t))))
      const badUpdates = updated.filter((read) => !reads.includes(read)).map((read) => read.name)
      const declares = targets.length > 0 || useCase.updates !== undefined
      return [
        ...badTargets.map((t) => `${at} invalidates ${t}: no read of the tables`),
        ...badUpdates.map((t) => `${at} updates ${t}: not a read of the tables`),
        ...(declares && useCase.mode === "read" ? [`${at} is a read and declares writes`] : [])
      ]
    })
    expect(wrong).toStrictEqual([])
    expect(entries.filter((e) => e.useCase.updates !== undefined).length).toBeGreaterThanOrEqual(15)
  })
})

describe("defineUseCase given the operation it sends", () => {
  it("takes the name, the mode of the retry class and the context flag from the descriptor", () => {
    const getItems = AtlasReact.defineUseCase({ operation: Atlas.ItemsContract.getItems, run: () => Effect.void })
    expect([getItems.name, getItems.mode, getItems.contextDependent]).toStrictEqual(["Items.getItems", "read", true])
    const write = AtlasReact.defineUseCase({ operation: Atlas.CartsContract.writeCart, name: "Carts.addToCart", run: () => Effect.void })
    expect([write.name, write.mode, write.contextDependent]).toStrictEqual(["Carts.addToCart", "mutation", false])
    const optIn = AtlasReact.defineUseCase({ operation: Atlas.FriendsAndFamilyContract.optIn, run: () => Effect.void })
    expect([optIn.mode, "operation" in optIn]).toStrictEqual(["never", false])
  })
})
