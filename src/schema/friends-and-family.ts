/**
 * Friends-and-family vocabulary (spec §3, §4, §9): the programme state, its name/value preferences
 * (group name, FFBetaProgram, SNAP_Program), the Snap/EBT keys and the experiment splits.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"

/** Preference names of the programme. */
export const FriendsAndFamilyPreferenceName = Schema.Literal("FFBetaProgram", "SNAP_Program")
/** @see FriendsAndFamilyPreferenceName */
export type FriendsAndFamilyPreferenceName = typeof FriendsAndFamilyPreferenceName.Type

/** The Snap/EBT keys: snapTestingEligibility, snapEnabled. */
export const SnapEbtKey = Schema.Literal("snapTestingEligibility", "snapEnabled")
/** @see SnapEbtKey */
export type SnapEbtKey = typeof SnapEbtKey.Type

/** Experiment splits: A and B. */
export const ExperimentSplit = Schema.Literal("A", "B")
/** @see ExperimentSplit */
export type ExperimentSplit = typeof ExperimentSplit.Type

/** A name/value pair. */
export const FriendsAndFamilyPreference = Schema.Struct({ name: Schema.String, value: Schema.String })
/** @see FriendsAndFamilyPreference */
export type FriendsAndFamilyPreference = typeof FriendsAndFamilyPreference.Type

/**
 * The key of the friends-and-family preferences in the customer context (`x-customer-context`
 * is JSON keyed by use case).
 */
export const FRIENDS_AND_FAMILY_CONTEXT_KEY = "friendsAndFamily"

/** A shopper's friends-and-family state. */
export class FriendsAndFamilyState extends Schema.Class<FriendsAndFamilyState>("FriendsAndFamilyState")({
  groupName: Schema.String,
  optedIn: Schema.Boolean,
  preferences: Schema.Array(FriendsAndFamilyPreference),
  split: Schema.optional(tolerant(ExperimentSplit)),
  snapTestingEligibility: Schema.Boolean,
  snapEnabled: Schema.Boolean
}) {}

/** The body of fetch, opt-in and opt-out. */
export const FriendsAndFamilyResponse = Schema.Struct({ data: FriendsAndFamilyState })
