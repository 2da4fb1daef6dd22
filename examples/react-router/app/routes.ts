import { index, route, type RouteConfig } from "@react-router/dev/routes"

export default [index("routes/products.tsx"), route("atlas/v1/*", "routes/atlasApi.ts")] satisfies RouteConfig
