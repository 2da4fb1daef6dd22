/**
 * Rewards: the loyalty summary (`LoyaltyUseCases.getSummary`) and the program's transactions
 * (`getTransactions`), the fuel-points savings calculator (`FuelUseCases.calculateSavings`, from the
 * shopper's fuel points), the cashback balance (`CashbackUseCases.getBalance`, full projection), and
 * membership: the plans and the shopper's enrollment (`MembershipUseCases.getMembership`), switched
 * or cancelled with `updateEnrollment`. The calculator and the membership's buttons are forms the
 * server handles (`POST /rewards`, the rewards route's action), so they work before hydration and
 * without JavaScript; once hydrated they run in the browser.
 */
import type { Enrollment, LoyaltySummary } from "atlas-client"
import {
  CashbackUseCases,
  FuelUseCases,
  isFailed,
  LoyaltyUseCases,
  MembershipUseCases,
  type SlotState,
  useAction,
  useRead
} from "atlas-client/react"
import { useState } from "react"
import { useActionData } from "react-router"
import { Loaded } from "../components/States.js"
import { reasonOf } from "../errors.js"
import { Link } from "../router.js"
import { ServerForm } from "../ServerForm.js"
import { money } from "../shop/format.js"
import { useSignedIn } from "../header/AccountLink.js"
import "./savings.css"

const points = (n: number) => n.toLocaleString("en-US")
const shortDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })

const Transactions = ({ programId }: { readonly programId: string }) => {
  const { state, refetch } = useRead(LoyaltyUseCases.getTransactions, [programId])
  return (
    <Loaded state={state} what="Transactions" onRetry={refetch}>
      {(transactions) => (
        <table className="data rewards__table">
          <caption className="visually-hidden">Recent points</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((t) => (
              <tr key={t.id}>
                <td>{shortDate(t.date)}</td>
                <td>{t.description}</td>
                <td>
                  {t.points > 0 ? "+" : ""}
                  {points(t.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Loaded>
  )
}

const Loyalty = ({ state, onRetry }: { readonly state: SlotState<LoyaltySummary, unknown>; readonly onRetry: () => void }) => (
  <section className="card rewards__card" aria-labelledby="loyalty-title">
    <h2 id="loyalty-title" className="card__title">
      Loyalty card
    </h2>
    <Loaded state={state} what="Loyalty summary" onRetry={onRetry}>
      {(summary) => (
        <>
          <dl className="rewards__facts">
            <div>
              <dt>Card</dt>
              <dd>•••• {summary.cardNumber.slice(-4)}</dd>
            </div>
            <div>
              <dt>Points</dt>
              <dd>{points(summary.points)}</dd>
            </div>
            <div>
              <dt>Fuel points</dt>
              <dd>{points(summary.fuelPoints)}</dd>
            </div>
            <div>
              <dt>Saved this year</dt>
              <dd>{money(summary.annualSavings)}</dd>
            </div>
          </dl>
          <h3 className="rewards__sub">Recent points</h3>
          <Transactions programId={summary.programId} />
        </>
      )}
    </Loaded>
  </section>
)

/** What the rewards route's action answers for the fuel calculator sent without JavaScript: its result. */
export interface FuelAnswer {
  readonly fuel: { readonly centsPerGallon: number; readonly savings: number }
}

/** The fuel result the route's action answered, if it did. */
const useFuelAnswer = (): FuelAnswer["fuel"] | undefined => {
  const answered = useActionData<FuelAnswer | { readonly error: string }>()
  return answered !== undefined && "fuel" in answered ? answered.fuel : undefined
}

const FuelCalculator = ({ fuelPoints }: { readonly fuelPoints: number | undefined }) => {
  const calculate = useAction(FuelUseCases.calculateSavings)
  const [form, setForm] = useState<{ points?: string; gallons: string; price: string }>({ gallons: "15", price: "3.49" })
  const pointsValue = form.points ?? String(fuelPoints ?? 0)
  const { state } = calculate
  const answered = useFuelAnswer()
  const shown = state.status === "success" ? state.value : state.status === "idle" ? answered : undefined
  return (
    <section className="card rewards__card" aria-labelledby="fuel-title">
      <h2 id="fuel-title" className="card__title">
        Fuel points calculator
      </h2>
      <ServerForm
        className="rewards__form"
        action="/rewards"
        name="fuel"
        does="fuel"
        fields={{}}
        onSubmit={() =>
          calculate.run({ points: Math.floor(Number(pointsValue)), gallons: Number(form.gallons), pricePerGallon: Number(form.price) })
        }
      >
        <label>
          <span>Fuel points</span>
          <input
            type="number"
            name="points"
            min={0}
            step={1}
            value={pointsValue}
            onChange={(e) => setForm({ ...form, points: e.target.value })}
          />
        </label>
        <label>
          <span>Gallons</span>
          <input
            type="number"
            name="gallons"
            min={0}
            step={0.1}
            value={form.gallons}
            onChange={(e) => setForm({ ...form, gallons: e.target.value })}
          />
        </label>
        <label>
          <span>Price per gallon</span>
          <input
            type="number"
            name="price"
            min={0}
            step={0.01}
            value={form.price}
            onChange={(e) => setForm({ ...form, price: e.target.value })}
          />
        </label>
        <button type="submit" className="button" disabled={state.status === "request"}>
          {state.status === "request" ? "Calculating…" : "Calculate savings"}
        </button>
      </ServerForm>
      <div aria-live="polite">
        {shown !== undefined && (
          <p className="rewards__result" data-testid="fuel-result">
            {shown.centsPerGallon}¢ off per gallon: you save <strong>{money(shown.savings)}</strong>
          </p>
        )}
        {isFailed(state) && (
          <p className="rewards__error" role="alert">
            {reasonOf(state.error)}
          </p>
        )}
      </div>
    </section>
  )
}

const Cashback = () => {
  const { state, refetch } = useRead(CashbackUseCases.getBalance, ["cashback.full"])
  return (
    <section className="card rewards__card" aria-labelledby="cashback-title">
      <h2 id="cashback-title" className="card__title">
        Cash back
      </h2>
      <Loaded state={state} what="Cash back" onRetry={refetch}>
        {(balance) => (
          <dl className="rewards__facts">
            <div>
              <dt>Available</dt>
              <dd>{money(balance.available)}</dd>
            </div>
            <div>
              <dt>Pending</dt>
              <dd>{money(balance.pending)}</dd>
            </div>
            <div>
              <dt>Earned so far</dt>
              <dd>{money(balance.lifetime)}</dd>
            </div>
          </dl>
        )}
      </Loaded>
    </section>
  )
}

/** The hidden fields naming an enrollment in a membership form. */
const enrollmentFields = (enrollment: Enrollment) => ({ subscriptionId: enrollment.subscriptionId, enrollmentId: enrollment.id })

const Membership = () => {
  const signedIn = useSignedIn()
  const { state, refetch } = useRead(MembershipUseCases.getMembership, [])
  const update = useAction(MembershipUseCases.updateEnrollment)
  const [changed, setChanged] = useState<Enrollment | undefined>(undefined)
  const change = async (enrollment: Enrollment, patch: Parameters<typeof update.run>[2]) => {
    const settled = await update.runAsync(enrollment.subscriptionId, enrollment.id, patch)
    if (settled.status === "success") setChanged(settled.value)
  }
  return (
    <section className="card rewards__card rewards__membership" aria-labelledby="membership-title">
      <h2 id="membership-title" className="card__title">
        Membership
      </h2>
      <Loaded state={state} what="Membership" onRetry={refetch}>
        {(membership) => {
          const enrollment = changed ?? membership.enrollment ?? undefined
          const active = enrollment?.status === "ACTIVE" ? enrollment : undefined
          const planName = (id: string) => membership.plans.find((p) => p.id === id)?.name ?? id
          return (
            <>
              {enrollment === undefined ? (
                <p className="muted">
                  You are not a member.{" "}
                  {signedIn ? (
                    "These are the plans you can join."
                  ) : (
                    <>
                      <Link to="/sign-in">Sign in</Link> to manage a membership.
                    </>
                  )}
                </p>
              ) : (
                <p className="rewards__enrollment">
                  {active !== undefined ? "Your plan: " : "Your membership: "}
                  <strong>{planName(enrollment.planId)}</strong> ({enrollment.status.toLowerCase()})
                </p>
              )}
              <ul className="plans" aria-label="Membership plans">
                {membership.plans.map((p) => (
                  <li key={p.id} className="plan">
                    <div>
                      <p className="plan__name">{p.name}</p>
                      <p className="muted">
                        {p.price === 0 ? "Free" : money(p.price)} · {p.subscriptionType.replace(/_/g, " ").toLowerCase()}
                      </p>
                    </div>
                    {active !== undefined && active.planId === p.id && (
                      <span className="coupon__status coupon__status--active">Current</span>
                    )}
                    {active !== undefined && active.planId !== p.id && (
                      <ServerForm
                        className="plan__form"
                        action="/rewards"
                        name={`switch-${p.id}`}
                        does="switch"
                        fields={{ ...enrollmentFields(active), planId: p.id, method: p.price > 0 ? "UPGRADE" : "DOWNGRADE" }}
                        onSubmit={() => {
                          if (update.state.status !== "request")
                            void change(active, { planId: p.id, method: p.price > 0 ? "UPGRADE" : "DOWNGRADE" })
                        }}
                      >
                        <button
                          type="submit"
                          className="button button--small button--secondary"
                          disabled={update.state.status === "request"}
                        >
                          Switch to {p.name}
                        </button>
                      </ServerForm>
                    )}
                  </li>
                ))}
              </ul>
              {active !== undefined && (
                <ServerForm
                  className="plan__form"
                  action="/rewards"
                  name="cancel"
                  does="cancel"
                  fields={enrollmentFields(active)}
                  onSubmit={() => {
                    if (update.state.status !== "request") void change(active, { status: "CANCELLED" })
                  }}
                >
                  <button type="submit" className="button button--small button--ghost" disabled={update.state.status === "request"}>
                    Cancel membership
                  </button>
                </ServerForm>
              )}
              {isFailed(update.state) && (
                <p className="rewards__error" role="alert">
                  {reasonOf(update.state.error)}
                </p>
              )}
            </>
          )
        }}
      </Loaded>
    </section>
  )
}

/** The rewards page. */
export const RewardsPage = () => {
  const summary = useRead(LoyaltyUseCases.getSummary, [])
  const fuelPoints = summary.state.status === "success" ? summary.state.value.fuelPoints : undefined
  return (
    <div className="page rewards-page">
      <div className="page-head">
        <p className="eyebrow">Rewards</p>
        <h1>Your rewards</h1>
      </div>
      <div className="rewards__grid">
        <Loyalty state={summary.state} onRetry={summary.refetch} />
        {/* Keyed by the points read, so the calculator starts from them once they arrive. */}
        <FuelCalculator key={fuelPoints ?? "none"} fuelPoints={fuelPoints} />
        <Membership />
        <Cashback />
      </div>
    </div>
  )
}
