/**
 * After the order (spec §3): substitutions on an order, post-order messages and returns.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant, tolerantLiteral } from "./common.js"
import { MessageAudience, RequestedBy, RevisionType } from "./checkout.js"

const NonEmpty = Schema.String.pipe(Schema.minLength(1))

/** Return actions. */
export const ReturnAction = Schema.Literal("REFUND", "RETURN", "EXCHANGE", "REPLACE")
/** @see ReturnAction */
export type ReturnAction = typeof ReturnAction.Type

/**
 * A substitution on an order line. Required: the line, both upcs and the status (the shopper
 * decides on proposed ones); the revision type and who asked are optional.
 */
export const Substitution = Schema.Struct({
  lineId: Schema.String,
  originalUpc: Schema.String,
  substituteUpc: Schema.String,
  revisionType: Schema.optional(tolerant(RevisionType)),
  requestedBy: Schema.optional(tolerant(RequestedBy)),
  status: tolerantLiteral("PROPOSED", "ACCEPTED", "REJECTED")
})
/** @see Substitution */
export type Substitution = typeof Substitution.Type
/** An order's substitutions. */
export const OrderSubstitutions = Schema.Struct({
  orderId: Schema.String,
  subOrderId: Schema.String,
  substitutions: Schema.Array(Substitution)
})
/** @see OrderSubstitutions */
export type OrderSubstitutions = typeof OrderSubstitutions.Type
/** The shopper's decisions on proposed substitutions. */
export const SubstitutionDecisionsRequest = Schema.Struct({
  decisions: Schema.Array(Schema.Struct({ lineId: NonEmpty, accept: Schema.Boolean }))
})
/** @see SubstitutionDecisionsRequest */
export type SubstitutionDecisionsRequest = typeof SubstitutionDecisionsRequest.Type
/** An order's substitutions. */
export const SubstitutionsResponse = Schema.Struct({ data: OrderSubstitutions })

/** A post-order message. Required: its id, sub-order (spec §3) and text; the audience and dates are optional. */
export const PostOrderMessage = Schema.Struct({
  messageId: Schema.String,
  subOrderId: Schema.String,
  audience: Schema.optional(tolerant(MessageAudience)),
  text: Schema.String,
  createdAt: Schema.optional(Schema.String),
  updatedAt: Schema.optional(Schema.String)
})
/** @see PostOrderMessage */
export type PostOrderMessage = typeof PostOrderMessage.Type
/** Post a message. */
export const NewMessageRequest = Schema.Struct({
  audience: MessageAudience,
  text: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(500))
})
/** @see NewMessageRequest */
export type NewMessageRequest = typeof NewMessageRequest.Type
/** Edit a message. */
export const EditMessageRequest = Schema.Struct({
  messageId: NonEmpty,
  text: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(500))
})
/** @see EditMessageRequest */
export type EditMessageRequest = typeof EditMessageRequest.Type
/** Url params of a message delete. */
export const DeleteMessageParams = Schema.Struct({ "filter.messageId": NonEmpty })
/** A sub-order's messages. */
export const MessagesResponse = Schema.Struct({ data: Schema.Struct({ messages: Schema.Array(PostOrderMessage) }) })
/** One message. */
export const MessageResponse = Schema.Struct({ data: Schema.Struct({ message: PostOrderMessage }) })
/** A deleted message. */
export const MessageDeletedResponse = Schema.Struct({ data: Schema.Struct({ messageId: Schema.String, deleted: Schema.Boolean }) })

/** Start a return of order lines. */
export const StartReturnRequest = Schema.Struct({
  action: ReturnAction,
  items: Schema.Array(Schema.Struct({ upc: NonEmpty, quantity: Schema.Number.pipe(Schema.int(), Schema.positive()) })),
  refundAmount: Schema.optional(Schema.Number.pipe(Schema.nonNegative()))
})
/** @see StartReturnRequest */
export type StartReturnRequest = typeof StartReturnRequest.Type
/** A started return. Required: its id and order; the action, amount and status are optional. */
export const ReturnRecord = Schema.Struct({
  returnId: Schema.String,
  orderId: Schema.String,
  action: Schema.optional(tolerant(ReturnAction)),
  refundAmount: Schema.optional(Schema.Number),
  status: Schema.optional(tolerantLiteral("STARTED"))
})
/** @see ReturnRecord */
export type ReturnRecord = typeof ReturnRecord.Type
/** A started return. */
export const ReturnResponse = Schema.Struct({ data: Schema.Struct({ return: ReturnRecord }) })
