/** A week of opening hours, today highlighted, times through the rules' `formatStoreHour`. */
import type { DayHours } from "atlas-client"
import { formatDayHours, hoursOn, todayIn, weekDays } from "../format.js"

const label = (day: string) => day.charAt(0).toUpperCase() + day.slice(1)

/** The hours of each day of the week. */
export const HoursTable = ({
  hours,
  timeZone,
  caption
}: {
  readonly hours: ReadonlyArray<DayHours>
  readonly timeZone: string
  readonly caption?: string
}) => {
  const today = todayIn(timeZone)
  return (
    <table className="hours">
      {caption && <caption>{caption}</caption>}
      <tbody>
        {weekDays.map((day) => {
          const formatted = formatDayHours(hoursOn(hours, day))
          return (
            <tr key={day} className={day === today ? "is-today" : undefined}>
              <th scope="row">
                {label(day)}
                {day === today && <span className="today-tag">Today</span>}
              </th>
              <td className={formatted === "Closed" ? "is-closed" : undefined}>{formatted}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
