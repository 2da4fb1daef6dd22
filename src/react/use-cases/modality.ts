/**
 * The modality preference use cases, ready for the hooks, and the shopping context's own use
 * cases (setting or clearing the active modality; reads marked `contextDependent` re-run then).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { type ActiveModality } from "../../layers/RequestContext.js"
import { ShoppingContext } from "../../services/ShoppingContext.js"
import type { Address } from "../../schema/common.js"
import type { Modality, ModalityTypeSpelling, WireModality } from "../../schema/modality.js"
import {
  type FeeQuery,
  type ModalityChoice,
  ModalityPreferences,
  type ModalityWriteOptions,
  type OptionsQuery
} from "../../services/ModalityPreferences.js"
import { defineUseCase } from "../UseCase.js"

const getPreferences = /* @__PURE__ */ defineUseCase({
  name: "ModalityPreferences.getPreferences",
  mode: "read",
  run: () => Effect.flatMap(ModalityPreferences, (s) => s.getPreferences())
})

/**
 * Modality preference use cases: every method of the `ModalityPreferences` service. A preference
 * write makes the preferences stale (the modality it activates moves the context-dependent reads).
 */
export const ModalityUseCases = {
  getPreferences,
  createPreferences: /* @__PURE__ */ defineUseCase({
    name: "ModalityPreferences.createPreferences",
    mode: "mutation",
    run: (choice: ModalityChoice, options: ModalityWriteOptions = {}) =>
      Effect.flatMap(ModalityPreferences, (s) => s.createPreferences(choice, options)),
    invalidates: [getPreferences]
  }),
  updatePreferences: /* @__PURE__ */ defineUseCase({
    name: "ModalityPreferences.updatePreferences",
    mode: "mutation",
    run: (choice: ModalityChoice, options: ModalityWriteOptions = {}) =>
      Effect.flatMap(ModalityPreferences, (s) => s.updatePreferences(choice, options)),
    invalidates: [getPreferences]
  }),
  setActiveModality: /* @__PURE__ */ defineUseCase({
    name: "ModalityPreferences.setActiveModality",
    mode: "mutation",
    run: (modalityType: WireModality | ModalityTypeSpelling) =>
      Effect.flatMap(ModalityPreferences, (s) => s.setActiveModality(modalityType)),
    invalidates: [getPreferences]
  }),
  getFees: /* @__PURE__ */ defineUseCase({
    name: "ModalityPreferences.getFees",
    mode: "read",
    run: (query: FeeQuery) => Effect.flatMap(ModalityPreferences, (s) => s.getFees(query))
  }),
  isAddressValidForModality: /* @__PURE__ */ defineUseCase({
    name: "ModalityPreferences.isAddressValidForModality",
    mode: "read",
    run: (modalityType: WireModality | ModalityTypeSpelling, address: Address) =>
      Effect.flatMap(ModalityPreferences, (s) => s.isAddressValidForModality(modalityType, address))
  }),
  getOptions: /* @__PURE__ */ defineUseCase({
    name: "ModalityPreferences.getOptions",
    mode: "read",
    run: (query: OptionsQuery) => Effect.flatMap(ModalityPreferences, (s) => s.getOptions(query))
  }),
  getLaf: /* @__PURE__ */ defineUseCase({
    name: "ModalityPreferences.getLaf",
    mode: "read",
    contextDependent: true,
    run: () => Effect.flatMap(ModalityPreferences, (s) => s.getLaf())
  })
} as const

/** The shopping context's use cases: set, choose or clear the active modality (local; nothing is sent). */
export const ShoppingContextUseCases = {
  setActive: /* @__PURE__ */ defineUseCase({
    name: "ShoppingContext.setActive",
    mode: "mutation",
    run: (modality: ActiveModality) => Effect.flatMap(ShoppingContext, (s) => s.setActive(modality))
  }),
  setModality: /* @__PURE__ */ defineUseCase({
    name: "ShoppingContext.setModality",
    mode: "mutation",
    run: (modality: Modality) => Effect.flatMap(ShoppingContext, (s) => s.setModality(modality))
  }),
  clear: /* @__PURE__ */ defineUseCase({
    name: "ShoppingContext.clear",
    mode: "mutation",
    run: () => Effect.flatMap(ShoppingContext, (s) => s.clear)
  })
} as const
