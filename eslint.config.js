// @ts-check
import js from "@eslint/js"
import globals from "globals"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

const barrels = ["effect", "@effect/platform", "@effect/platform-browser", "@effect/platform-node"].map((name) => ({
  name,
  message: `Library code imports Effect modules by path (e.g. "${name}/Effect"), so bundles pay only for what they use.`
}))

const httpApi = {
  group: ["@effect/platform/HttpApi*", "@effect/platform/OpenApi*", "@effect/platform/HttpRouter", "@effect/platform/HttpServer*"],
  message: "Browser entries import no HttpApi* or server module (about 15-20 KB gzip a page); only src/testing may."
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
    files: ["src/react/**/*.{ts,tsx}", "demo/**/*.{ts,tsx}", "test/react/**/*.{ts,tsx}", "examples/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" }
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/testing/**"],
    rules: { "no-restricted-imports": ["error", { paths: barrels, patterns: [httpApi] }] }
  },
  {
    files: ["src/testing/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { paths: barrels }] }
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
  },
  {
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: barrels,
          patterns: [
            httpApi,
            {
              group: ["../layers/*", "../services/*", "../contract/*", "../react/*", "../testing/*", "../errors/*"],
              message: "Rules are pure: they import only src/schema."
            }
          ]
        }
      ]
    }
  }
)
