/**
 * The modality preference use cases, ready for the hooks, and the shopping context's own use
 * cases (setting or clearing the active modality; reads marked `contextDependent` re-run then).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { type ActiveModality } from "../../layers/RequestContext.js"
import { ShoppingContext } from "../../services/ShoppingContext.js"
import { LafContract, ModalityContract } from "../../contract/modality.js"
import type { Modality } from "../../schema/modality.js"
import { ModalityPreferences } from "../../services/ModalityPreferences.js"
import { fromOperation } from "../fromOperation.js"
import type { AnyUseCase } from "../UseCase.js"

const getPreferences = /* @__PURE__ */ fromOperation(ModalityPreferences, ModalityContract.getPreferences, { success: false })

/**
 * Modality preference use cases: every method of the `ModalityPreferences` service. A preference
 * write makes the preferences stale (the modality it activates moves the context-dependent reads).
 */
export const ModalityUseCases = {
  getPreferences,
  createPreferences: /* @__PURE__ */ fromOperation(ModalityPreferences, ModalityContract.createPreferences, {
    invalidates: [getPreferences]
  }),
  updatePreferences: /* @__PURE__ */ fromOperation(ModalityPreferences, ModalityContract.updatePreferences, {
    invalidates: [getPreferences]
  }),
  setActiveModality: /* @__PURE__ */ fromOperation(ModalityPreferences, ModalityContract.setActiveModality, {
    invalidates: [getPreferences]
  }),
  getFees: /* @__PURE__ */ fromOperation(ModalityPreferences, ModalityContract.getFees),
  isAddressValidForModality: /* @__PURE__ */ fromOperation(ModalityPreferences, ModalityContract.isAddressValidForModality),
  getOptions: /* @__PURE__ */ fromOperation(ModalityPreferences, ModalityContract.getOptions),
  getLaf: /* @__PURE__ */ fromOperation(ModalityPreferences, LafContract.getLaf)
} as const

/**
 * The shopping context's use cases: set, choose or clear the active modality (local; nothing is
 * sent, so no operation makes them: each is a mutation, a change never dropped by an unmount).
 */
export const ShoppingContextUseCases = {
  setActive: {
    name: "ShoppingContext.setActive",
    mode: "mutation",
    contextDependent: false,
    /** Makes a modality active (the request context changes; it is saved). */
    run: (modality: ActiveModality) => Effect.flatMap(ShoppingContext, (s) => s.setActive(modality))
  },
  setModality: {
    name: "ShoppingContext.setModality",
    mode: "mutation",
    contextDependent: false,
    /** Makes a modality entity active; one of a type this client does not know changes nothing. */
    run: (modality: Modality) => Effect.flatMap(ShoppingContext, (s) => s.setModality(modality))
  },
  clear: {
    name: "ShoppingContext.clear",
    mode: "mutation",
    contextDependent: false,
    /** Forgets the active modality (and its stored copy). */
    run: () => Effect.flatMap(ShoppingContext, (s) => s.clear)
  }
} as const satisfies Readonly<Record<string, AnyUseCase>>
