/** The shop's mark: a leaf on a green tile. */
export const Logo = () => (
  <svg className="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="#1f6b3a" />
    <path d="M9 21c0-7 5-12 14-12-1 9-5 14-12 14l-2 2-1-1 2-2-1-1z" fill="#bfe8a6" />
  </svg>
)
