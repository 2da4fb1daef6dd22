/** The account page's services, loaded on their first call (`layer.ts`). */
export { Customer, FriendsAndFamily, Passbook } from "atlas-client"
