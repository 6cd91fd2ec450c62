import { themeCssVariables } from '@shop/domain/brand-theme'
import type { CSSProperties } from 'react'
import classes from './theme-preview.module.css'

/**
 * The storefront's brand colours as the form has them (decision 0100): the header with the logo and the cart count,
 * the home page's eyebrow, the sale banner, a button, a link, a badge and a tint, drawn with the same tokens the
 * pages use, set on this panel alone.
 */
export function ThemePreview({
  primary,
  accent,
  logo,
  brandName,
}: {
  primary: string
  accent: string
  logo: { src: string; alt: string } | null
  brandName: string
}) {
  const style = themeCssVariables({ primary, accent }) as CSSProperties
  return (
    <div className={classes.preview} style={style} data-testid="theme-preview">
      <div className={classes.header}>
        {logo ? (
          <img src={logo.src} alt={logo.alt} className={classes.logo} />
        ) : (
          <span className={classes.brand}>
            <span className={classes.mark} aria-hidden>
              ◢
            </span>
            {brandName}
          </span>
        )}
        <span className={classes.count} aria-label="Cart: 2 items">
          2
        </span>
      </div>
      <p className={classes.eyebrow}>ECU and TCU tuning</p>
      <div className={classes.banner}>Sale: 15% off flash tools this week</div>
      <div className={classes.body}>
        <button type="button" className="ts-button" data-testid="preview-button" tabIndex={-1}>
          Add to cart
        </button>
        <a href="#theme-preview" onClick={(event) => event.preventDefault()} tabIndex={-1}>
          A link in the text
        </a>
        <span className={classes.badge}>New</span>
        <span className={classes.tint}>A tinted notice</span>
      </div>
    </div>
  )
}
