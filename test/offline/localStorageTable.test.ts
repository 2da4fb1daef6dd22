// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import { localStorageTable } from "../../src/offline/localStorageTable.js"

afterEach(() => localStorage.clear())

describe("localStorageTable", () => {
  it("keeps one key per entry under its name, in key order, shared by tables of the same name", async () => {
    const table = localStorageTable<{ readonly n: number }>("box")
    await table.put("b", { n: 2 })
    await table.put("a", { n: 1 })
    localStorage.setItem("unrelated", "x")
    expect(localStorage.getItem("box:a")).toBe('{"n":1}')
    expect(await localStorageTable("box").entries()).toEqual([
      ["a", { n: 1 }],
      ["b", { n: 2 }]
    ])
    expect(await localStorageTable("other").entries()).toEqual([])
    await table.delete("a")
    expect(await table.get("a")).toBeUndefined()
    await table.clear()
    expect(await table.entries()).toEqual([])
    expect(localStorage.getItem("unrelated")).toBe("x")
  })
})
