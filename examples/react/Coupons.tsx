import { type Coupon, type CouponStatus } from "atlas-client"
import { CouponsUseCases, patchEntries } from "atlas-client/react"
import { useAction, useRead } from "./app.js"

// A coupon's status in every coupon list held: what a clip changes at once.
const withStatus = (id: string, status: CouponStatus) =>
  patchEntries(CouponsUseCases.getCoupons, (list) => ({
    ...list,
    coupons: list.coupons.map((c) => (c.id === id ? { ...c, status } : c))
  }))

// One action slot per coupon (its key): the cards never show each other's clip. The clip shows at
// once (optimistic); a failure puts the list back and shows why; either way the lists are
// fetched again when the clip ends.
export function ClipButton({ coupon }: { readonly coupon: Coupon }) {
  const clip = useAction(CouponsUseCases.clipCoupon, {
    key: coupon.id,
    optimistic: (id) => [withStatus(id, "active")]
  })
  if (coupon.status === "active") return <span>Clipped</span>
  return (
    <>
      <button onClick={() => clip.run(coupon.id)}>Clip</button>
      {clip.state.status === "response-error" && <span role="alert">{clip.state.error.message}</span>}
    </>
  )
}

// One read entry per arguments: `{ status: "active" }` and `{}` are two entries, each fetched
// once and shared by every component that reads it; the clip's `updates` patch both.
export function CouponList({ status }: { readonly status?: CouponStatus }) {
  const { state, fetching } = useRead(CouponsUseCases.getCoupons, [status === undefined ? {} : { status }])
  if (state.status !== "success") return <p aria-busy={fetching}>Loading coupons…</p>
  return (
    <ul aria-busy={fetching}>
      {state.value.coupons.map((coupon) => (
        <li key={coupon.id}>
          {coupon.brand}: {coupon.description} <ClipButton coupon={coupon} />
        </li>
      ))}
    </ul>
  )
}
