/**
 * `docs/use-cases.md`, the use-case catalogue, made from the code: every `*UseCases` table that
 * `atlas-client/react` exports, each use case with its name, mode, context dependence, snapshot and
 * invalidations (read from the tables) and its arguments, result and errors (read by TypeScript from
 * the use case's type: `run`'s parameters, `UseCaseSuccess`, `UseCaseError`), and every object type
 * of `src/` those name, spelled out. `npm run docs:use-cases` rewrites the page;
 * `test/docs/useCases.test.ts` fails when the page and the code disagree.
 */
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import * as prettier from "prettier"
import ts from "typescript"
import * as react from "../src/react/index.js"
import { type AnyUseCase, type ReadTarget, targetNames } from "../src/react/UseCase.js"

const root = fileURLToPath(new URL("..", import.meta.url))
export const useCasesDocPath = fileURLToPath(new URL("../docs/use-cases.md", import.meta.url))

interface Entry {
  readonly table: string
  readonly key: string
  readonly useCase: AnyUseCase
}

const isUseCase = (value: unknown): value is AnyUseCase =>
  typeof value === "object" && value !== null && "name" in value && "mode" in value && "run" in value

/** Every use case of every table, tables and entries in name order. */
const entries = (): ReadonlyArray<Entry> =>
  Object.entries(react)
    .filter(([name]) => name.endsWith("UseCases"))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([table, t]) =>
      Object.entries(t as Record<string, unknown>).flatMap(([key, useCase]) => (isUseCase(useCase) ? [{ table, key, useCase }] : []))
    )

/** What TypeScript says of one use case. */
interface Typed {
  readonly args: string
  readonly result: string
  readonly errors: ReadonlyArray<string>
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope

/** A module of type queries over the tables, checked with the project's compiler options. */
const typesOf = (list: ReadonlyArray<Entry>): { readonly typed: ReadonlyArray<Typed>; readonly named: ReadonlyMap<string, string> } => {
  const probe = `${root}__use-cases-probe.ts`
  const source = [
    `import type * as T from "./src/react/index.js"`,
    `import type { UseCaseError, UseCaseSuccess } from "./src/react/UseCase.js"`,
    ...list.flatMap(({ table, key }, i) => [
      `export type A${i} = Parameters<(typeof T.${table}.${key})["run"]>`,
      `export type S${i} = UseCaseSuccess<typeof T.${table}.${key}>`,
      `export type E${i} = UseCaseError<typeof T.${table}.${key}>`
    ])
  ].join("\n")
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.json`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }
  )
  if (config === undefined) throw new Error("use-cases: tsconfig.json unreadable")
  const host = ts.createCompilerHost(config.options)
  const { getSourceFile, fileExists } = host
  host.getSourceFile = (file, language, ...rest) =>
    file === probe ? ts.createSourceFile(file, source, language) : getSourceFile.call(host, file, language, ...rest)
  host.fileExists = (file) => file === probe || fileExists.call(host, file)
  const program = ts.createProgram([probe], { ...config.options, noEmit: true }, host)
  const checker = program.getTypeChecker()
  const aliases = new Map<string, ts.TypeAliasDeclaration>()
  program.getSourceFile(probe)?.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node)
  })
  const typeOf = (name: string) => {
    const node = aliases.get(name)
    if (node === undefined) throw new Error(`use-cases: no ${name} in the probe`)
    return checker.getTypeAtLocation(node)
  }
  const show = (type: ts.Type) => checker.typeToString(type, undefined, FORMAT)

  // The object types declared in src/ that the signatures name (and those their members name), spelled out.
  const named = new Map<string, string>()
  const seen = new Set<ts.Type>()
  const collect = (type: ts.Type): void => {
    if (seen.has(type)) return
    seen.add(type)
    if (type.isUnionOrIntersection()) return type.types.forEach(collect)
    if (!(type.flags & ts.TypeFlags.Object)) return
    if (checker.isArrayType(type) || checker.isTupleType(type)) return checker.getTypeArguments(type as ts.TypeReference).forEach(collect)
    const symbol = type.aliasSymbol ?? type.getSymbol()
    const declaration = symbol?.declarations?.[0]
    const fromSrc = declaration !== undefined && declaration.getSourceFile().fileName.startsWith(`${root}src/`)
    const generic = (type.aliasTypeArguments?.length ?? 0) > 0 || ((type as ts.TypeReference).typeArguments?.length ?? 0) > 0
    if (!fromSrc && generic) return checker.getTypeArguments(type as ts.TypeReference).forEach(collect)
    const properties = checker.getPropertiesOfType(type).filter((p) => !p.name.startsWith("__@"))
    const name = symbol?.name
    if (fromSrc && !generic && name !== undefined && !name.startsWith("__") && properties.length > 0 && !named.has(name)) {
      const members = properties.map((p) => {
        const optional = (p.flags & ts.SymbolFlags.Optional) !== 0
        return `${p.name}${optional ? "?" : ""}: ${show(checker.getTypeOfSymbol(p))}`
      })
      named.set(name, `{ ${members.join("; ")} }`)
    }
    for (const p of properties) collect(checker.getTypeOfSymbol(p))
  }

  const typed = list.map((_, i): Typed => {
    const args = typeOf(`A${i}`)
    const result = typeOf(`S${i}`)
    const errors = typeOf(`E${i}`)
    collect(args)
    collect(result)
    return {
      args: show(args).replace(/^\[|\]$/g, ""),
      result: show(result),
      errors: (errors.isUnion() ? errors.types : [errors]).map(show).filter((e) => e !== "never")
    }
  })
  return { typed, named }
}

const targetName = (target: ReadTarget): string =>
  typeof target === "string" || typeof target.name === "string"
    ? targetNames(target)
        .map((name) => `\`${name}\``)
        .join(", ")
    : `every read of \`${targetNames(target)[0]?.split(".")[0]}\``

const describeUseCase = (entry: Entry, typed: Typed): string => {
  const { useCase } = entry
  const facts = [
    `\`${useCase.name}\``,
    useCase.mode,
    ...(useCase.contextDependent ? ["context-dependent (keyed and re-run by the active modality and location)"] : []),
    ...(useCase.mode === "read" ? [useCase.success === undefined ? "not in a server snapshot" : "dehydrates (declares `success`)"] : []),
    ...(useCase.staleTimeMs === undefined ? [] : [`fresh for ${useCase.staleTimeMs / 1000} s`]),
    ...(useCase.oneShot === true ? ["once per intent (`oneShot`)"] : []),
    ...(useCase.scope === undefined ? [] : [`queued in scope \`${useCase.scope}\``])
  ]
  const invalidates = useCase.invalidates ?? []
  return [
    `### ${entry.table}.${entry.key}`,
    facts.join(" · "),
    "```ts",
    `declare function ${entry.key}(${typed.args}): ${typed.result}`,
    "```",
    `Errors: ${typed.errors.length === 0 ? "none (it never fails)" : typed.errors.map((e) => `\`${e}\``).join(", ")}.`,
    ...(invalidates.length === 0 ? [] : [`Invalidates: ${invalidates.map(targetName).join(", ")}.`])
  ].join("\n\n")
}

/** The catalogue page, formatted as `prettier --check` wants it. */
export const useCasesDoc = async (): Promise<string> => {
  const list = entries()
  const { typed, named } = typesOf(list)
  const tables = [...new Set(list.map((e) => e.table))]
  const sections = tables.map((table) =>
    [`## ${table}`, ...list.flatMap((entry, i) => (entry.table === table ? [describeUseCase(entry, typed[i]!)] : []))].join("\n\n")
  )
  const types = [...named]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, body]) => [`### ${name}`, "```ts", `type ${name} = ${body}`, "```"].join("\n"))
  const doc = [
    "# Use-case catalogue",
    "<!-- generated by scripts/use-cases.ts: `npm run docs:use-cases` rewrites it; do not edit by hand -->",
    "Every use case of `atlas-client/react`'s tables, as the code declares it: its name (the span and the key of its " +
      "slot), its mode (`read`, `mutation` or `never`, [docs/react.md](react.md)), whether it is context-dependent " +
      "and whether a server snapshot carries it, the reads a success invalidates; its arguments and result as " +
      "`run`'s parameters and the use case's success type say, and its errors as its error type says " +
      "([docs/errors.md](errors.md) has each typed error's codes, texts and slot state). The object types of the " +
      "library these name are spelled out at the end ([Types](#types)). Run a read with " +
      "`useRead(Table.useCase, [...arguments])`, a write with `useAction(Table.useCase).run(...arguments)`.",
    `${list.length} use cases in ${tables.length} tables: ${tables.map((t) => `[${t}](#${t.toLowerCase()})`).join(", ")}.`,
    ...sections,
    "## Types",
    ...types
  ].join("\n\n")
  const options = await prettier.resolveConfig(useCasesDocPath)
  return prettier.format(doc, { ...options, parser: "markdown" })
}

if (process.argv.includes("--write")) writeFileSync(useCasesDocPath, await useCasesDoc())
