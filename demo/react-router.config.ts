import type { Config } from "@react-router/dev/config"

/**
 * The storefront in React Router's framework mode: its modules under `src/` (`root.tsx`,
 * `routes.ts`, `routes/`, the two entries), every page rendered on the server, built into `dist/`
 * (`dist/client`, the browser's files; `dist/server/index.js`, the server build `npm start` serves).
 */
export default {
  appDirectory: "src",
  buildDirectory: "dist",
  ssr: true
} satisfies Config
