import React, { useId } from "react"

interface FieldProps {
  label: string
  name: string
  type?: "text" | "email" | "password"
  autoComplete: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
}

/** A labelled input whose error is announced with it. */
export function Field({ label, name, type = "text", autoComplete, value, onChange, error, hint }: FieldProps) {
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
