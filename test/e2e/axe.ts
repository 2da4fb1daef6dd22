/**
 * axe-core injected through playwright-core: the serious, critical and moderate violations of a
 * page as it is now (a11y.test.ts audits the main screens, other tests the screens of their own).
 */
import axe from "axe-core"
import type { Page } from "playwright-core"

/** A violation, with up to three of its nodes. */
export interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<string>
}

/** The serious, critical and moderate axe violations of the page as it is now (after the network settles). */
export const axeViolations = async (page: Page): Promise<ReadonlyArray<Violation>> => {
  await page.waitForLoadState("networkidle")
  await page.addScriptTag({ content: axe.source })
  return page.evaluate(async () => {
    interface AxeViolation {
      readonly id: string
      readonly impact?: string | null
      readonly help: string
      readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<string> }>
    }
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Array<AxeViolation> }> } }).axe
    const result = await axe.run(document)
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "moderate" || v.impact === "critical")
      .map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }))
  })
}
