/**
 * The storefront's routes (React Router's framework mode): every page inside the shell
 * (`root.tsx`) and its error boundary (`routes/page.tsx`), each page a route module of its own
 * (`routes/`: its title, header section, server loader), split into its own script by the framework.
 */
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes"

export default [
  layout("routes/page.tsx", [
    index("routes/locator.tsx", { id: "home" }),
    route("stores", "routes/locator.tsx", { id: "stores" }),
    route("stores/:id", "routes/store.tsx"),
    route("shop", "routes/shop.tsx"),
    route("products/:gtin13", "routes/product.tsx"),
    route("cart", "routes/cart.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("orders", "routes/orders.tsx"),
    route("orders/:id", "routes/order.tsx"),
    route("lists", "routes/lists.tsx"),
    route("coupons", "routes/coupons.tsx"),
    route("weekly-ad", "routes/weeklyAd.tsx"),
    route("rewards", "routes/rewards.tsx"),
    route("developer", "routes/developer.tsx"),
    route("account", "routes/account.tsx"),
    route("account/wallet-pass", "routes/walletPass.tsx"),
    route("sign-in", "routes/signIn.tsx"),
    route("*", "routes/notFound.tsx")
  ])
] satisfies RouteConfig
