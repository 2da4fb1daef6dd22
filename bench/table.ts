/**
 * Small helpers of the bench: medians, ratios and plain-text tables.
 */

/** The median of some numbers. */
export const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length === 0 ? NaN : s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** A number with a fixed count of decimals. */
export const fixed = (n: number, digits = 2): string => (Number.isFinite(n) ? n.toFixed(digits) : "-")

/** Bytes in KB (1024), one decimal. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`

/** Prints a titled table with right-aligned numeric columns. */
export const printTable = (title: string, header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string | number>>): void => {
  const cells = [header, ...rows.map((r) => r.map(String))]
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)))
  const line = (r: ReadonlyArray<string>) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")
  console.log(`\n${title}`)
  console.log(line(cells[0]!))
  console.log(widths.map((w) => "-".repeat(w)).join("  "))
  for (const r of cells.slice(1)) console.log(line(r))
}
