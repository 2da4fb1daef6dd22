/**
 * Impression events of ad placements (spec §3), built purely: the completion event (type
 * `impression/COMPLETE`, schema 0.3.0) and the V1 shape (schema 1.1.2 with its data
 * classification marker), both with scenario `make-a-good-impression`. Monetization details are
 * added only when monetized; monetized without an id yields a warning and empty monetization data.
 * Also the analytics data classifications (spec §3), the loyalty score call's among them.
 *
 * @since 0.1.0
 */

import { DataClassification } from "../schema/classification.js"

// The classifications are declared with the schemas (operations name theirs); exported here too.
export { DataClassification, LOYALTY_SCORE_CLASSIFICATION } from "../schema/classification.js"

/** The scenario every impression event carries. */
export const IMPRESSION_SCENARIO = "make-a-good-impression"
/** The completion event's type. */
export const IMPRESSION_COMPLETE_TYPE = "impression/COMPLETE"
/** Schema version of the completion event. */
export const IMPRESSION_COMPLETE_SCHEMA = "0.3.0"
/** Schema version of the V1 shape. */
export const IMPRESSION_V1_SCHEMA = "1.1.2"
/** The data classification marker of the V1 shape. */
export const IMPRESSION_V1_CLASSIFICATION: DataClassification = DataClassification.anonymized
/** The warning logged when a monetized impression has no id. */
export const MONETIZED_WITHOUT_ID_WARNING = "Monetized impression without an id: monetization data left empty"

/** An impression of an ad placement as the page reports it. */
export interface ImpressionInput {
  readonly id?: string | undefined
  readonly espot_id: string
  readonly espotName: string
  readonly target: string
  /** False by default. */
  readonly monetized?: boolean
  readonly viewStatus: "start" | "end"
  /** Milliseconds seen; kept only when `viewStatus` is `end`. */
  readonly viewDuration?: number
  /** `espot` by default. */
  readonly componentName?: string
}

/** Monetization details of a monetized impression (empty when it had no id). */
export interface Monetization {
  readonly id?: string
  readonly espotId?: string
  readonly target?: string
}

/** The impression fields both versions carry. */
export interface ImpressionData {
  readonly id?: string
  readonly espot_id: string
  readonly espotName: string
  readonly target: string
  readonly monetized: boolean
  readonly viewStatus: "start" | "end"
  readonly viewDuration?: number
  readonly componentName: string
  readonly monetization?: Monetization
}

/** The completion event (schema 0.3.0). */
export interface ImpressionCompleteEvent {
  readonly type: typeof IMPRESSION_COMPLETE_TYPE
  readonly schemaVersion: typeof IMPRESSION_COMPLETE_SCHEMA
  readonly scenario: typeof IMPRESSION_SCENARIO
  readonly data: ImpressionData
}

/** The V1 shape (schema 1.1.2, with its data classification marker). */
export interface ImpressionV1Event {
  readonly schemaVersion: typeof IMPRESSION_V1_SCHEMA
  readonly scenario: typeof IMPRESSION_SCENARIO
  readonly dataClassification: DataClassification
  readonly data: ImpressionData
}

/** A built event and the warnings to log. */
export interface Built<E> {
  readonly event: E
  readonly warnings: ReadonlyArray<string>
}

const impressionData = (input: ImpressionInput): Built<ImpressionData> => {
  const monetized = input.monetized ?? false
  const hasId = input.id !== undefined && input.id.trim() !== ""
  const monetization: Monetization | undefined = !monetized
    ? undefined
    : hasId
      ? { id: input.id!, espotId: input.espot_id, target: input.target }
      : {}
  return {
    event: {
      ...(hasId ? { id: input.id! } : {}),
      espot_id: input.espot_id,
      espotName: input.espotName,
      target: input.target,
      monetized,
      viewStatus: input.viewStatus,
      ...(input.viewStatus === "end" && input.viewDuration !== undefined ? { viewDuration: input.viewDuration } : {}),
      componentName: input.componentName ?? "espot",
      ...(monetization === undefined ? {} : { monetization })
    },
    warnings: monetized && !hasId ? [MONETIZED_WITHOUT_ID_WARNING] : []
  }
}

/**
 * The completion event of an impression.
 *
 * @example
 * ```ts
 * const built = impressionComplete({ espot_id: "home-hero", espotName: "Home hero", target: "HOME", viewStatus: "start" })
 * expect(built.event.type).toBe("impression/COMPLETE")
 * ```
 */
export const impressionComplete = (input: ImpressionInput): Built<ImpressionCompleteEvent> => {
  const { event, warnings } = impressionData(input)
  return {
    event: { type: IMPRESSION_COMPLETE_TYPE, schemaVersion: IMPRESSION_COMPLETE_SCHEMA, scenario: IMPRESSION_SCENARIO, data: event },
    warnings
  }
}

/**
 * The V1 shape of an impression.
 *
 * @example
 * ```ts
 * const built = impressionV1({ espot_id: "home-hero", espotName: "Home hero", target: "HOME", viewStatus: "end", viewDuration: 1200 })
 * expect(built.event.schemaVersion).toBe("1.1.2")
 * ```
 */
export const impressionV1 = (input: ImpressionInput): Built<ImpressionV1Event> => {
  const { event, warnings } = impressionData(input)
  return {
    event: {
      schemaVersion: IMPRESSION_V1_SCHEMA,
      scenario: IMPRESSION_SCENARIO,
      dataClassification: IMPRESSION_V1_CLASSIFICATION,
      data: event
    },
    warnings
  }
}
