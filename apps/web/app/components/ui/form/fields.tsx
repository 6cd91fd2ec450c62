import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import classes from './form.module.css'

/**
 * The storefront's form controls: plain HTML inputs with a label, a description and an error tied to them
 * (aria-describedby, aria-invalid), drawn with the design tokens (docs/design.md "Forms"). No Mantine, so
 * they serve the public pages that must stay light (the checkout) and look the same on the Mantine pages.
 */
type FieldFrame = { label: ReactNode; description?: ReactNode; error?: ReactNode; id?: string }

function useFieldIds(id: string | undefined) {
  const auto = useId()
  const inputId = id ?? auto
  return { inputId, descriptionId: `${inputId}-description`, errorId: `${inputId}-error` }
}

/** What every control of a field carries: its id, the class, and its description and error tied to it. */
function controlProps(ids: ReturnType<typeof useFieldIds>, description: unknown, error: unknown) {
  return {
    id: ids.inputId,
    className: classes.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [description ? ids.descriptionId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined,
  }
}

function Frame({
  ids,
  label,
  description,
  error,
  children,
}: FieldFrame & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={ids.inputId}>
        {label}
      </label>
      {description ? (
        <p className={classes.description} id={ids.descriptionId}>
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className={classes.error} id={ids.errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function TextField({
  label,
  description,
  error,
  id,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const ids = useFieldIds(id)
  return (
    <Frame ids={ids} label={label} description={description} error={error}>
      <input {...input} {...controlProps(ids, description, error)} />
    </Frame>
  )
}

export type FieldOption = { value: string; label: string }

/** A native select: the phone's own picker, and type-to-find on a keyboard. */
export function SelectField({
  label,
  description,
  error,
  id,
  options,
  value,
  onChange,
  placeholder,
  required,
}: FieldFrame & {
  options: readonly FieldOption[]
  value: string
  onChange: (value: string) => void
  placeholder?: string
  required?: boolean
}) {
  const ids = useFieldIds(id)
  return (
    <Frame ids={ids} label={label} description={description} error={error}>
      <select
        {...controlProps(ids, description, error)}
        value={value}
        required={required}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {placeholder !== undefined || !options.some((option) => option.value === value) ? (
          <option value="" disabled={required}>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  )
}

/**
 * A long list found by typing (the countries): a text input with the browser's own suggestion list
 * (`<datalist>`), which filters as the buyer types on phones and desktops. The value is the option's code;
 * a typed name that is no option's says so under the field.
 */
export function SearchSelectField({
  label,
  description,
  error,
  id,
  options,
  value,
  onChange,
  placeholder,
  required,
  notFound,
  autoComplete,
}: FieldFrame & {
  options: readonly FieldOption[]
  value: string
  onChange: (value: string) => void
  placeholder?: string
  required?: boolean
  notFound: string
  autoComplete?: string
}) {
  const ids = useFieldIds(id)
  const labelOf = (code: string) => options.find((option) => option.value === code)?.label ?? ''
  const [text, setText] = useState(() => labelOf(value))
  const [unknown, setUnknown] = useState(false)
  // A value set from outside (a kept draft, a reset) shows its name.
  useEffect(() => {
    if (value) setText(labelOf(value))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value renames the field
  }, [value])
  const match = (typed: string) => {
    const wanted = typed.trim().toLowerCase()
    return options.find((option) => option.label.toLowerCase() === wanted || option.value.toLowerCase() === wanted)
  }
  const shownError = error ?? (unknown ? notFound : undefined)
  return (
    <Frame ids={ids} label={label} description={description} error={shownError}>
      <input
        {...controlProps(ids, description, shownError)}
        list={`${ids.inputId}-options`}
        value={text}
        placeholder={placeholder}
        required={required}
        autoComplete={autoComplete ?? 'off'}
        onChange={(event) => {
          const typed = event.currentTarget.value
          setText(typed)
          setUnknown(false)
          const found = match(typed)
          if (found && found.value !== value) onChange(found.value)
          else if (!found && value) onChange('')
        }}
        onBlur={() => {
          const found = match(text)
          if (found) setText(found.label)
          setUnknown(text.trim() !== '' && !found)
        }}
      />
      <datalist id={`${ids.inputId}-options`}>
        {options.map((option) => (
          <option key={option.value} value={option.label} />
        ))}
      </datalist>
    </Frame>
  )
}

export function CheckField({
  label,
  checked,
  onChange,
  asSwitch,
  id,
}: {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  asSwitch?: boolean
  id?: string
}) {
  return (
    <label className={classes.check}>
      <input
        id={id}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  )
}

export function RadioGroupField({
  label,
  name,
  options,
  value,
  onChange,
  required,
}: {
  label: ReactNode
  name: string
  options: readonly FieldOption[]
  value: string | null
  onChange: (value: string) => void
  required?: boolean
}) {
  return (
    <fieldset className={classes.group} role="radiogroup" aria-required={required || undefined}>
      <legend className={classes.label}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={classes.check}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}

export { Button } from './button'

/** Stacks its children with the form's spacing (`gap="lg"` for sections). */
export function FormStack({ gap, children }: { gap?: 'lg'; children: ReactNode }) {
  return (
    <div className={classes.stack} data-gap={gap}>
      {children}
    </div>
  )
}

/** Two fields side by side from 36em, one above the other on a phone. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={classes.pair}>{children}</div>
}

/** A failure, in the danger tone: a heading and its list of messages. */
export function Notice({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={classes.notice} role="alert">
      <strong>{title}</strong>
      {children}
    </div>
  )
}

/** Small muted text: a hint, a loading line. */
export function Hint({ children, ...rest }: { children: ReactNode; role?: string; 'data-testid'?: string }) {
  return (
    <p className={classes.hint} {...rest}>
      {children}
    </p>
  )
}

export const formClasses = classes
