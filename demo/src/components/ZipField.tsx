/**
 * The ZIP code field with its "Find stores" button and its error under it (the locator's search and the
 * modality picker's store search share it).
 */
import { useEffect, useId, useRef } from "react"

/** A ZIP code's length: the field takes no more. */
export const ZIP_LENGTH = 5

export const ZipField = ({
  label,
  value,
  onChange,
  error,
  rowClassName,
  name
}: {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error: string | undefined
  /** The class of the row holding the input and the button. */
  readonly rowClassName: string
  readonly name?: string
}) => {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // A ZIP typed before the page was hydrated is the field's value from then on (hydration keeps what is in the box).
  useEffect(() => {
    const typed = input.current?.value ?? ""
    if (typed !== "" && typed !== value) onChange(typed)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <div className={rowClassName}>
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 45202"
          maxLength={ZIP_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button">
          Find stores
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
