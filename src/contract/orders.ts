/**
 * The `substitutions`, `post-order-messaging` and `returns` operations of operations.tsv: after the
 * order. Writes are keyed.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  DeleteMessageParams,
  EditMessageRequest,
  MessageDeletedResponse,
  MessageResponse,
  MessagesResponse,
  NewMessageRequest,
  ReturnResponse,
  StartReturnRequest,
  SubstitutionDecisionsRequest,
  SubstitutionsResponse
} from "../schema/orders.js"
import { type AnySchema, make } from "../core/Operation.js"
import { NonEmpty } from "../core/params.js"
import { ReturnFailure } from "../errors/families.js"

const errors = [400, 404, 409, 500]

const OrderPath = Schema.Struct({ orderIdentifier: NonEmpty("orderIdentifier") })
/** GET /substitutions/v1/orders/{orderIdentifier}. */
export const getSubstitutions = make({
  domain: "substitutions",
  name: "Substitutions.getSubstitutions",
  requestKind: "get substitutions",
  summary: "An order's substitutions",
  method: "GET",
  path: "/substitutions/v1/orders/{orderIdentifier}",
  retry: "read",
  pathParams: OrderPath,
  success: SubstitutionsResponse
})
/** POST /substitutions/v1/orders/{orderIdentifier}: accept or reject proposed substitutions. */
export const decideSubstitutions = make({
  domain: "substitutions",
  name: "Substitutions.decideSubstitutions",
  requestKind: "substitution decisions",
  summary: "Accept or reject substitutions",
  method: "POST",
  path: "/substitutions/v1/orders/{orderIdentifier}",
  retry: "keyed",
  pathParams: OrderPath,
  payload: SubstitutionDecisionsRequest,
  success: SubstitutionsResponse,
  errors
})
/** GET /substitutions/v1/orders/getByOrderId/{subOrderId}. */
export const getSubstitutionsBySubOrder = make({
  domain: "substitutions",
  name: "Substitutions.getBySubOrderId",
  requestKind: "get substitutions",
  summary: "A sub-order's substitutions",
  method: "GET",
  path: "/substitutions/v1/orders/getByOrderId/{subOrderId}",
  retry: "read",
  pathParams: Schema.Struct({ subOrderId: NonEmpty("subOrderId") }),
  success: SubstitutionsResponse
})

const messageOps = <P extends AnySchema>(path: string, pathParams: P, suffix: "" | "BySubOrder") => ({
  get: make({
    domain: "post-order-messaging",
    name: `PostOrderMessaging.getMessages${suffix}`,
    requestKind: "post order messages",
    summary: "Post-order messages",
    method: "GET",
    path,
    retry: "read",
    pathParams,
    success: MessagesResponse
  }),
  post: make({
    domain: "post-order-messaging",
    name: `PostOrderMessaging.postMessage${suffix}`,
    requestKind: "post order message",
    summary: "Post a message",
    method: "POST",
    path,
    retry: "keyed",
    pathParams,
    payload: NewMessageRequest,
    success: MessageResponse,
    errors
  }),
  put: make({
    domain: "post-order-messaging",
    name: `PostOrderMessaging.editMessage${suffix}`,
    requestKind: "post order message",
    summary: "Edit a message",
    method: "PUT",
    path,
    retry: "keyed",
    pathParams,
    payload: EditMessageRequest,
    success: MessageResponse,
    errors
  }),
  delete: make({
    domain: "post-order-messaging",
    name: `PostOrderMessaging.deleteMessage${suffix}`,
    requestKind: "post order message",
    summary: "Delete a message",
    method: "DELETE",
    path,
    retry: "keyed",
    pathParams,
    urlParams: DeleteMessageParams,
    success: MessageDeletedResponse,
    errors
  })
})
const byOrder = messageOps(
  "/post-order-messaging/v1/post-order-messaging/{logisticOrderNumber}/{subOrderId}",
  Schema.Struct({ logisticOrderNumber: NonEmpty("logisticOrderNumber"), subOrderId: NonEmpty("subOrderId") }),
  ""
)
const bySubOrder = messageOps(
  "/post-order-messaging/v1/post-order-messaging-by-sub-order/{subOrderId}",
  Schema.Struct({ subOrderId: NonEmpty("subOrderId") }),
  "BySubOrder"
)

const ReturnPath = Schema.Struct({ orderId: NonEmpty("orderId") })
/** POST /returns/v2/start-return/{orderId}. */
export const startReturn = make({
  domain: "returns",
  name: "Returns.startReturn",
  requestKind: "start return",
  summary: "Start a return",
  method: "POST",
  path: "/returns/v2/start-return/{orderId}",
  retry: "keyed",
  pathParams: ReturnPath,
  payload: StartReturnRequest,
  success: ReturnResponse,
  errors: [400, 404, 409, 500],
  codes: [ReturnFailure]
})
/** POST /returns/start-return/{orderId} (the first version). */
export const startReturnV1 = make({
  domain: "returns",
  name: "Returns.startReturnV1",
  requestKind: "start return",
  summary: "Start a return (v1)",
  method: "POST",
  path: "/returns/start-return/{orderId}",
  retry: "keyed",
  pathParams: ReturnPath,
  payload: StartReturnRequest,
  success: ReturnResponse,
  errors: [400, 404, 409, 500],
  codes: [ReturnFailure]
})

/** Every substitutions operation. */
export const SubstitutionsContract = { getSubstitutions, decideSubstitutions, getSubstitutionsBySubOrder } as const
/** Every post-order-messaging operation. */
export const PostOrderMessagingContract = {
  getMessages: byOrder.get,
  postMessage: byOrder.post,
  editMessage: byOrder.put,
  deleteMessage: byOrder.delete,
  getMessagesBySubOrder: bySubOrder.get,
  postMessageBySubOrder: bySubOrder.post,
  editMessageBySubOrder: bySubOrder.put,
  deleteMessageBySubOrder: bySubOrder.delete
} as const
/** Every returns operation. */
export const ReturnsContract = { startReturn, startReturnV1 } as const
