/**
 * The use cases of a placed order: substitutions, post-order messages and returns.
 *
 * @since 0.1.0
 */
import { PostOrderMessagingContract, ReturnsContract, SubstitutionsContract } from "../../contract/orders.js"
import { PostOrderMessaging } from "../../services/PostOrderMessaging.js"
import { Returns } from "../../services/Returns.js"
import { Substitutions } from "../../services/Substitutions.js"
import { fromOperation } from "../fromOperation.js"

const getMessages = /* @__PURE__ */ fromOperation(PostOrderMessaging, PostOrderMessagingContract.getMessages, { method: "getMessages" })

/** Substitution, message and return use cases of a placed order; a decision or a message makes its reads stale. */
export const OrderUseCases = {
  getSubstitutions: /* @__PURE__ */ fromOperation(Substitutions, SubstitutionsContract.getSubstitutions),
  getSubstitutionsBySubOrder: /* @__PURE__ */ fromOperation(Substitutions, SubstitutionsContract.getSubstitutionsBySubOrder),
  decideSubstitutions: /* @__PURE__ */ fromOperation(Substitutions, SubstitutionsContract.decideSubstitutions, {
    invalidates: [SubstitutionsContract]
  }),
  getMessages,
  postMessage: /* @__PURE__ */ fromOperation(PostOrderMessaging, PostOrderMessagingContract.postMessage, {
    method: "postMessage",
    invalidates: [getMessages]
  }),
  editMessage: /* @__PURE__ */ fromOperation(PostOrderMessaging, PostOrderMessagingContract.editMessage, {
    method: "editMessage",
    invalidates: [getMessages]
  }),
  deleteMessage: /* @__PURE__ */ fromOperation(PostOrderMessaging, PostOrderMessagingContract.deleteMessage, {
    method: "deleteMessage",
    invalidates: [getMessages]
  }),
  startReturn: /* @__PURE__ */ fromOperation(Returns, ReturnsContract.startReturn)
}
