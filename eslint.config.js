// @ts-check
import js from "@eslint/js"
import globals from "globals"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"
import boundaries from "eslint-plugin-boundaries"

const barrels = ["effect", "@effect/platform", "@effect/platform-browser", "@effect/platform-node"].map((name) => ({
  name,
  message: `Library code imports Effect modules by path (e.g. "${name}/Effect"), so bundles pay only for what they use.`
}))

/**
 * The import direction (docs/architecture.md): each element may import itself and what its row
 * names, nothing else. `demo` → `react` → `services` → `contract`, `layers`, `rules` → `core`,
 * `internal` → `schema`, `errors`; the reference upstream beside them, the test kit on top.
 */
const layers = {
  schema: [],
  errors: ["schema"],
  core: ["schema", "errors"],
  internal: ["core", "schema", "errors"],
  rules: ["core", "internal", "schema"],
  contract: ["core", "schema", "errors"],
  layers: ["core", "internal", "schema", "errors"],
  services: ["contract", "layers", "rules", "core", "internal", "schema", "errors"],
  react: ["services", "contract", "layers", "rules", "core", "internal", "schema", "errors"],
  "react-router": ["react", "services", "contract", "layers", "rules", "core", "internal", "schema", "errors"],
  offline: ["react", "services", "contract", "layers", "rules", "core", "internal", "schema", "errors"],
  server: ["services", "contract", "layers", "core", "internal", "schema", "errors"],
  otel: ["layers", "schema", "errors"],
  vite: ["upstream", "offline", "layers"],
  upstream: ["contract", "layers", "rules", "core", "internal", "schema", "errors"],
  testing: ["upstream", "services", "contract", "layers", "rules", "core", "internal", "schema", "errors"],
  storefront: ["react", "react-router", "offline", "services", "contract", "layers", "rules", "core", "schema", "errors"],
  "storefront-server": ["react-router", "upstream", "testing", "layers", "core", "schema", "errors"]
}

const elements = [
  ...Object.keys(layers)
    .filter((type) => !["storefront", "storefront-server"].includes(type))
    .map((type) => ({ type, pattern: `src/${type}` })),
  { type: "storefront", pattern: "demo/src" },
  { type: "storefront-server", pattern: "demo/server" }
]

// The library's own modules import each other by path, never through the package's entries.
const selfByName = { group: ["atlas-client", "atlas-client/*"], message: "Inside src/, import the module by its relative path." }

const httpApi = {
  group: ["@effect/platform/HttpApi*", "@effect/platform/OpenApi*", "@effect/platform/HttpRouter", "@effect/platform/HttpServer*"],
  message: "Browser entries import no HttpApi* or server module (about 15-20 KB gzip a page); only src/upstream may."
}

export default tseslint.config(
  { ignores: ["node_modules/**", "dist/**", "coverage/**", "demo/dist/**", "test/e2e/artifacts/**", "docs/api/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
      "@typescript-eslint/no-empty-object-type": "off"
    }
  },
  {
    files: ["src/**/*.{ts,tsx}", "demo/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "import/resolver": { typescript: { project: "./tsconfig.json" } }
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message: "{{from.element.type}} may not import {{to.element.type}} (docs/architecture.md: the import direction)",
          policies: Object.entries(layers).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { types: { anyOf: [from, ...to] } } } }
          }))
        }
      ],
      "boundaries/no-unknown-files": "off"
    }
  },
  {
    files: [
      "src/react/**/*.{ts,tsx}",
      "src/react-router/**/*.{ts,tsx}",
      "src/offline/**/*.{ts,tsx}",
      "demo/**/*.{ts,tsx}",
      "test/react/**/*.{ts,tsx}",
      "examples/**/*.{ts,tsx}"
    ],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" }
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/upstream/**", "src/testing/**"],
    rules: { "no-restricted-imports": ["error", { paths: barrels, patterns: [httpApi, selfByName] }] }
  },
  {
    files: ["src/upstream/**/*.ts", "src/testing/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { paths: barrels, patterns: [selfByName] }] }
  },
  {
    // chai's deep-eql (assert.deepStrictEqual of @effect/vitest) takes Option.some(x) for Option.none() and
    // tagged errors with other fields for equal: such a test cannot fail (test/support/assertions.test.ts).
    files: ["test/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='assert'][property.name=/^(deepStrictEqual|deepEqual)$/]",
          message:
            "assert.deepStrictEqual and assert.deepEqual take Option.none() for Option.some(x): use expect(actual).toStrictEqual(expected) for plain data, assertSome/assertNone/assertRight/assertLeft/assertTaggedError (test/support/assertions.ts) for Effect's data."
        }
      ]
    }
  }
)
