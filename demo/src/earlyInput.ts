/**
 * What a shopper does on a server-rendered page before it is hydrated is not lost. The page is
 * painted before its scripts have run, so a shopper can type and tap before React
 * has taken the page: the inline script of {@link EARLY_INPUT_SCRIPT} (in the root layout's head)
 * holds back form submissions and button clicks until then (links navigate as usual) and notes what
 * is typed, which hydration would otherwise replace with the server's values. Once the page is
 * hydrated, {@link replayEarlyInput} types the values again (as input events, so the page's state
 * follows), ends the holding back, and then submits and clicks what was held back, in order. If the
 * scripts fail to load (a script or module preload of the page reports an error), the held forms
 * are sent as plain HTML forms (the search works so).
 */

/** What the inline script holds back: a form submission (with its submitter) or a button click. */
type Held = readonly [target: Element, submitter: Element | null]

/**
 * The inline script's record: what it held back, what was typed (the last value per field), what was
 * checked or unchecked (radios and checkboxes, the last state of each), whether
 * it has ended, and what it calls when the scripts fail to load.
 */
interface EarlyInput {
  readonly held: Array<Held>
  readonly typed: Map<Element, string>
  readonly checked: Map<HTMLInputElement, boolean>
  closed?: boolean
  readonly fail: () => void
}

declare global {
  interface Window {
    __atlasEarly?: EarlyInput
  }
}

/**
 * The inline script (ES5, it runs before any module) that holds back submissions and button clicks
 * (they reach neither the page nor React) and notes what is typed and checked, until the page is
 * hydrated.
 * Its record is `window.__atlasEarly`.
 */
export const EARLY_INPUT_SCRIPT =
  `(function(){var e={held:[],typed:new Map(),checked:new Map()};window.__atlasEarly=e;var d=document;` +
  `function hold(v){if(e.closed)return;var t=v.target;` +
  `if(v.type==="submit"){v.preventDefault();v.stopPropagation();e.held.push([t,v.submitter||null]);return}` +
  `var b=t&&t.closest?t.closest("button"):null;if(b&&b.type!=="submit"&&!b.disabled){v.preventDefault();v.stopPropagation();e.held.push([b,null])}}` +
  `function note(v){var t=v.target;if(e.closed||!t||!("value"in t))return;` +
  `if(t.type==="checkbox"||t.type==="radio")e.checked.set(t,t.checked);else e.typed.set(t,t.value)}` +
  // Without its scripts (they failed to load) the page is plain HTML: the held forms are sent as such.
  `e.fail=function(){e.closed=true;e.held.splice(0).forEach(function(h){var f=h[0];if(f.requestSubmit)f.requestSubmit(h[1]&&h[1].form===f?h[1]:null)})};` +
  // A script of the page that fails to load (its element's error): the page stays plain HTML.
  `addEventListener("error",function(v){var t=v.target;if(t&&(t.tagName==="SCRIPT"||(t.tagName==="LINK"&&t.rel==="modulepreload")))e.fail()},true);` +
  `d.addEventListener("submit",hold,true);d.addEventListener("click",hold,true);` +
  `d.addEventListener("input",note,true);d.addEventListener("change",note,true)})()`

/**
 * Sets a value as typing would: React keeps the value it last saw on the element and takes an input
 * event only when the value differs from it, and on hydrating it saw what was typed (so the page's
 * state may still hold the server's value): the element is first told another value (through
 * React's own record), then given the typed one (the native setter) and the event.
 */
const typeInto = (el: Element, value: string) => {
  if (!el.isConnected) return
  if (el instanceof HTMLSelectElement) {
    el.value = value
    el.dispatchEvent(new Event("change", { bubbles: true }))
  } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    el.value = value === "" ? " " : ""
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, "value")?.set?.call(el, value)
    el.dispatchEvent(new Event("input", { bubbles: true }))
  }
}

/**
 * Checks or unchecks as a tap would: hydration may leave the box as the shopper left it while the
 * page's state holds the server's choice, and React calls `onChange` on a click only when the state
 * it last saw differs: it is first told the other state (the property, which React records), then
 * the click sets the shopper's.
 */
const checkAs = (el: HTMLInputElement, checked: boolean) => {
  if (!el.isConnected) return
  el.checked = !checked
  el.click()
}

/**
 * Once hydrated: types what was typed, ends the holding back, checks what was checked, and (after React has rendered the
 * values) does what was held back; each in a task of its own (not inside the effect that calls
 * this, where React does not take the events). Then `done` (the page is the shopper's).
 */
export const replayEarlyInput = (done: () => void): void => {
  const early = window.__atlasEarly
  if (early === undefined || early.closed === true) return done()
  setTimeout(() => {
    early.typed.forEach((value, el) => typeInto(el, value))
    early.typed.clear()
    early.closed = true
    early.checked.forEach((checked, el) => checkAs(el, checked))
    early.checked.clear()
    const held = early.held.splice(0)
    setTimeout(() => {
      for (const [target, submitter] of held) {
        if (!target.isConnected) continue
        if (target instanceof HTMLFormElement)
          target.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : null)
        else if (target instanceof HTMLElement) target.click()
      }
      done()
    }, 0)
  }, 0)
}
