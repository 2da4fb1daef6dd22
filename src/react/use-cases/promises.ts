/**
 * The promise, quote and time slot use cases, ready
 * for the hooks. Writes are mutations (keyed).
 *
 * @since 0.1.0
 */
import { PromisesContract, QuotesContract, TimeslotsContract } from "../../contract/promises.js"
import { Promises } from "../../services/Promises.js"
import { Quotes } from "../../services/Quotes.js"
import { Timeslots } from "../../services/Timeslots.js"
import { fromOperation } from "../fromOperation.js"

/** Promise use cases (v2; v4 through the service). */
export const PromisesUseCases = {
  getPromise: /* @__PURE__ */ fromOperation(Promises, PromisesContract.getPromise),
  createPromise: /* @__PURE__ */ fromOperation(Promises, PromisesContract.createPromise),
  updatePromise: /* @__PURE__ */ fromOperation(Promises, PromisesContract.updatePromise),
  deletePromise: /* @__PURE__ */ fromOperation(Promises, PromisesContract.deletePromise),
  getSourcingOptions: /* @__PURE__ */ fromOperation(Promises, PromisesContract.getSourcingOptions),
  getShipOptions: /* @__PURE__ */ fromOperation(Promises, PromisesContract.getShipOptions)
}

/** Quote use cases. */
export const QuotesUseCases = {
  getQuote: /* @__PURE__ */ fromOperation(Quotes, QuotesContract.createQuote),
  getQuoteById: /* @__PURE__ */ fromOperation(Quotes, QuotesContract.getQuoteById)
}

/** Time slot use cases. */
export const TimeslotsUseCases = {
  getUpfrontTimeslots: /* @__PURE__ */ fromOperation(Timeslots, TimeslotsContract.getUpfrontTimeslots),
  getTimeslots: /* @__PURE__ */ fromOperation(Timeslots, TimeslotsContract.getTimeslots)
}
