/** Every page inside the shell: an error of a page (or its 404) is shown there, with the header. */
import { Outlet } from "react-router"

export { RouteError as ErrorBoundary } from "../pages/RouteError.js"

export default function Page() {
  return <Outlet />
}
