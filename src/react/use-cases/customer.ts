/**
 * The customer use cases, ready for the hooks: identity, profile, preferences.
 *
 * @since 0.1.0
 */
import { CustomerContract } from "../../contract/customer.js"
import { Customer } from "../../services/Customer.js"
import { fromOperation } from "../fromOperation.js"

/** Customer use cases: every method of the `Customer` service. */
export const CustomerUseCases = {
  getProfileContext: /* @__PURE__ */ fromOperation(Customer, CustomerContract.getProfileContext),
  // The identity part of the profile context.
  getIdentity: /* @__PURE__ */ fromOperation(Customer, CustomerContract.getProfileContext, { method: "getIdentity", success: false }),
  getProfile: /* @__PURE__ */ fromOperation(Customer, CustomerContract.getCustomerProfile, { success: false }),
  // The profile read at the id detail level.
  getProfileId: /* @__PURE__ */ fromOperation(Customer, CustomerContract.getCustomerProfile, { method: "getProfileId", success: false }),
  getPreferences: /* @__PURE__ */ fromOperation(Customer, CustomerContract.getPreferences, { success: false }),
  createPreference: /* @__PURE__ */ fromOperation(Customer, CustomerContract.createPreference),
  putPreferences: /* @__PURE__ */ fromOperation(Customer, CustomerContract.putPreferences),
  updatePreference: /* @__PURE__ */ fromOperation(Customer, CustomerContract.updatePreference)
} as const
