import type { ButtonHTMLAttributes } from 'react'
import classes from './form.module.css'

/**
 * The storefront's button (docs/design.md "Forms"): a plain `<button>` on the design tokens; `loading` keeps it
 * pressed and busy. A module of its own so that a page's foot (the newsletter sign-up) takes it without the
 * form's other controls.
 */
export function Button({
  loading,
  variant,
  disabled,
  className,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; variant?: 'light' | 'subtle' }) {
  return (
    <button
      type="button"
      {...button}
      className={['ts-button', classes.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
    />
  )
}
