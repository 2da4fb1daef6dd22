// @vitest-environment happy-dom
// ActionForm: the server's HTML is a form its route's action handles (post, its intent key, its
// hidden fields); hydrated, a submit runs the page's handler and the browser does not post.
// useEarlyFields: a form hydrated over server HTML the shopper already typed into adopts the fields.
import { act, fireEvent, render, screen } from "@testing-library/react"
import { ActionForm, INTENT_FIELD, useEarlyFields } from "atlas-client/react-router"
import { useRef, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"

describe("ActionForm", () => {
  it("renders a form its route's action handles: post, the intent key, the hidden fields", () => {
    const html = renderToString(
      <ActionForm intent="page-1-add" action="/cart" fields={{ do: "add", upc: "0001" }} className="add" onSubmit={() => undefined}>
        <button>Add to cart</button>
      </ActionForm>
    )
    const form = new DOMParser().parseFromString(html, "text/html").querySelector("form")
    expect(form?.getAttribute("method")).toBe("post")
    expect(form?.getAttribute("action")).toBe("/cart")
    expect(form?.className).toBe("add")
    const fields = Object.fromEntries(new FormData(form ?? undefined).entries())
    expect(fields).toStrictEqual({ [INTENT_FIELD]: "page-1-add", do: "add", upc: "0001" })
  })

  it("once hydrated, a submit runs the page's handler and the browser's post is prevented", () => {
    const submitted: Array<boolean> = []
    render(
      <ActionForm intent="k-123456789" action="/cart" onSubmit={(event) => submitted.push(event.defaultPrevented)}>
        <button>Add</button>
      </ActionForm>
    )
    fireEvent.click(screen.getByRole("button", { name: "Add" }))
    expect(submitted).toStrictEqual([true])
  })
})

const Named = () => {
  const [name, setName] = useState("")
  const form = useRef<HTMLFormElement>(null)
  useEarlyFields(form, (fields) => setName(String(fields.get("name") ?? "")))
  return (
    <ActionForm ref={form} intent="k-123456789" action="/lists" onSubmit={() => undefined}>
      <input aria-label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <output>{`state: ${name}`}</output>
    </ActionForm>
  )
}

describe("useEarlyFields", () => {
  it("adopts what was typed into the server's HTML before hydration", async () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Named />)
    document.body.append(container)
    const input = container.querySelector<HTMLInputElement>("input[name=name]")
    if (input === null) throw new Error("no input in the server's HTML")
    input.value = "Picnic"
    await act(async () => {
      hydrateRoot(container, <Named />)
    })
    expect(container.querySelector("output")?.textContent).toBe("state: Picnic")
    expect(input.value).toBe("Picnic")
    container.remove()
  })
})
