/** The savings, rewards and ads services, loaded on their first call (`layer.ts`). */
export { AdPlacements, Cashback, Coupons, Fuel, Loyalty, Membership, Offers, WeeklyAds } from "atlas-client"
