/**
 * The analytics data classifications of spec §3: how private the data a call or an event carries
 * is. An operation's descriptor names its classification (`dataClassification`), and its error
 * records carry it; the V1 impression shape carries its marker.
 *
 * @since 0.2.0
 */
import * as Schema from "effect/Schema"

/** The analytics data classifications (spec §3). */
export const DataClassification = {
  highlyPrivateEmbedded: "highly private embedded personal information",
  highlyPrivateLinked: "highly private linked personal information",
  protectedHealth: "protected health information",
  anonymized: "anonymized personal information"
} as const
/** @see DataClassification */
export type DataClassification = (typeof DataClassification)[keyof typeof DataClassification]

/** The data classifications as a Schema literal union (an error record's `dataClassification`). */
export const DataClassificationSchema = Schema.Literal(...Object.values(DataClassification))

/** The classification of the loyalty (OptUP) score call (spec §3: "loyalty score call is highly private linked"). */
export const LOYALTY_SCORE_CLASSIFICATION: DataClassification = DataClassification.highlyPrivateLinked
