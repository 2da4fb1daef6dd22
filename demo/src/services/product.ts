/** The product page's services, loaded on their first call (`layer.ts`). */
export { Products, Recommendations, Reviews, Sellers } from "atlas-client"
