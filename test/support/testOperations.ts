/**
 * Operations that exist only in tests, one per host and retry class the stores domain lacks
 * (keyed, never, payments, shoppable), served by a small reference upstream of their own. They
 * exercise the request layer's policies; every real domain's operations are tested in its own file.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { Operation } from "atlas-client"
import { fail, ReferenceUpstream, route } from "atlas-client/testing"

const Counter = Schema.Struct({ id: Schema.String, count: Schema.Int })

export const keyedCreate = Operation.make({
  domain: "test",
  name: "Test.createCounter",
  requestKind: "create counter",
  summary: "keyed create",
  method: "POST",
  path: "/test/counters",
  retry: "keyed",
  payload: Schema.Struct({ id: Schema.String }),
  success: Counter,
  errors: [400, 409, 422]
})

export const neverToggle = Operation.make({
  domain: "test",
  name: "Test.toggle",
  requestKind: "toggle",
  summary: "a GET that changes state",
  method: "GET",
  path: "/test/toggle",
  retry: "never",
  success: Schema.Struct({ on: Schema.Boolean })
})

export const readCounter = Operation.make({
  domain: "test",
  name: "Test.readCounter",
  requestKind: "read counter",
  summary: "a read",
  method: "GET",
  path: "/test/counters/{id}",
  retry: "read",
  pathParams: Schema.Struct({ id: Schema.String }),
  success: Counter
})

export const paymentsRead = Operation.make({
  domain: "test",
  name: "Test.paymentsRead",
  requestKind: "payments read",
  summary: "payments host",
  method: "GET",
  path: "/test/payments",
  host: "payments",
  retry: "read",
  credentials: true,
  success: Schema.Struct({ ok: Schema.Boolean })
})

export const paymentsWrite = Operation.make({
  domain: "test",
  name: "Test.paymentsWrite",
  requestKind: "payments write",
  summary: "payments host write",
  method: "PUT",
  path: "/test/payments",
  host: "payments",
  retry: "keyed",
  credentials: true,
  payload: Schema.Struct({ amount: Schema.Number }),
  success: Schema.Struct({ ok: Schema.Boolean })
})

export const shoppableRead = Operation.make({
  domain: "test",
  name: "Test.shoppableRead",
  requestKind: "shoppable read",
  summary: "third-party host",
  method: "GET",
  path: "/test/shoppable",
  host: "shoppable",
  retry: "read",
  success: Schema.Struct({ ok: Schema.Boolean })
})

export interface TestState {
  readonly counters: Map<string, number>
  applied: number
  toggles: number
}

export const makeTestUpstream = () =>
  new ReferenceUpstream<TestState>({
    seed: () => ({ counters: new Map(), applied: 0, toggles: 0 }),
    routes: [
      route(keyedCreate, ({ payload }, { state }: { state: TestState }) => {
        state.applied += 1
        const count = (state.counters.get(payload.id) ?? 0) + 1
        state.counters.set(payload.id, count)
        return Effect.succeed({ id: payload.id, count })
      }),
      route(readCounter, ({ path }, { state }: { state: TestState }) => {
        const count = state.counters.get(path.id)
        return count === undefined ? Effect.fail(fail(404, "NOT_FOUND", `No counter ${path.id}`)) : Effect.succeed({ id: path.id, count })
      }),
      route(neverToggle, (_, { state }: { state: TestState }) => {
        state.toggles += 1
        return Effect.succeed({ on: state.toggles % 2 === 1 })
      }),
      route(paymentsRead, () => Effect.succeed({ ok: true })),
      route(paymentsWrite, () => Effect.succeed({ ok: true })),
      route(shoppableRead, () => Effect.succeed({ ok: true }))
    ]
  })
