/**
 * `atlas-client/react-router`: the browser half of the React Router 7 integration (safe in a route
 * module's component and in the root). `AtlasRouterProvider` is the one provider of the app, fed
 * with the snapshots the matched routes' loaders (and the fetchers' actions) return as `atlas`;
 * `IntentField` carries a form's intent key (minted by its loader) to the action, which sends it as
 * the write's `Idempotency-Key`; `ActionForm` is a form its route's action handles before hydration
 * and the browser runs once hydrated, `useEarlyFields` what was typed before hydration;
 * `documentSnapshot()` and `onRecoverableError` hydrate a page `streamDocument` streamed. The loader and
 * action half is `atlas-client/react-router/server`.
 *
 * @since 0.3.0
 */
export { AtlasRouterProvider, type AtlasRouterProviderProps, mergeSnapshots, snapshotsOf } from "./AtlasRouterProvider.js"
export { ActionForm, type ActionFormProps, useEarlyFields } from "./ActionForm.js"
export { INTENT_FIELD, IntentField, type IntentFieldProps } from "./IntentField.js"
export { type ActionResult, type FormError } from "./results.js"
export { documentSnapshot, onRecoverableError, PART_FAILED_DIGEST } from "./streamedParts.js"
