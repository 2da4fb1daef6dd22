import { IDBFactory } from "fake-indexeddb"
import { describe, expect, it } from "vitest"
import { indexedDbTable } from "../../src/offline/indexedDbTable.js"
import { type KeyValueTable, memoryTable } from "../../src/offline/KeyValueTable.js"

const behavesAsATable = (make: () => KeyValueTable<{ readonly n: number }>) => {
  it("puts, gets, lists in key order, deletes and clears", async () => {
    const table = make()
    await table.put("b", { n: 2 })
    await table.put("a", { n: 1 })
    await table.put("c", { n: 3 })
    expect(await table.get("a")).toEqual({ n: 1 })
    expect(await table.get("z")).toBeUndefined()
    expect(await table.entries()).toEqual([
      ["a", { n: 1 }],
      ["b", { n: 2 }],
      ["c", { n: 3 }]
    ])
    await table.put("b", { n: 20 })
    await table.delete("a")
    expect(await table.entries()).toEqual([
      ["b", { n: 20 }],
      ["c", { n: 3 }]
    ])
    await table.clear()
    expect(await table.entries()).toEqual([])
  })
}

describe("memoryTable", () => behavesAsATable(() => memoryTable()))

describe("indexedDbTable", () => {
  behavesAsATable(() => indexedDbTable("test", new IDBFactory()))

  it("keeps what it holds for the next page of the origin (another table over the same database)", async () => {
    const origin = new IDBFactory()
    await indexedDbTable<string>("kept", origin).put("k", "v")
    expect(await indexedDbTable<string>("kept", origin).entries()).toEqual([["k", "v"]])
    expect(await indexedDbTable<string>("other", origin).entries()).toEqual([])
  })

  it("is a table in memory where IndexedDB is missing", async () => {
    const table = indexedDbTable<string>("none", undefined)
    await table.put("k", "v")
    expect(await table.get("k")).toBe("v")
  })
})
