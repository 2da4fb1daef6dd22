/**
 * The routes of the customer, friends-and-family, location-mapping, banners, feedback, passbook and
 * identity domains of the reference upstream.
 *
 * @since 0.1.0
 */
import { bannersRoutes } from "../banners/handlers.js"
import { feedbackRoutes } from "../feedback/handlers.js"
import { friendsAndFamilyRoutes } from "../friends-and-family/handlers.js"
import { identityRoutes } from "../identity/handlers.js"
import { locationMappingRoutes } from "../location-mapping/handlers.js"
import { passbookRoutes } from "../passbook/handlers.js"
import type { AtlasState } from "../state.js"
import type { Route } from "../route.js"
import { customerRoutes } from "./handlers.js"

/** Every route of the account-related domains. */
export const accountRoutes: ReadonlyArray<Route<AtlasState>> = [
  ...customerRoutes,
  ...friendsAndFamilyRoutes,
  ...locationMappingRoutes,
  ...bannersRoutes,
  ...feedbackRoutes,
  ...passbookRoutes,
  ...identityRoutes
]
