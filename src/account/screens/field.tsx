import React, { useId } from "react"

interface FieldProps {
  label: string
  name: string
  type?: "text" | "email" | "password"
  autoComplete: string
  error?: string
  hint?: string
}

/**
 * A labelled input whose error is announced with it. Uncontrolled: what a
 * visitor types before the page's script has started is kept, and the form
 * reads the values when it is sent.
 */
export function Field({ label, name, type = "text", autoComplete, error, hint }: FieldProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ")
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
