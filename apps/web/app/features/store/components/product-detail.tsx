import {
  clampCartQuantity,
  MAX_CART_QUANTITY,
  pricePerUnit,
  type CartOption,
  type NewCartEntry,
} from '@shop/domain/cart'
import { COMPAT_TYPE_LABELS } from '@shop/domain/catalog'
import { formatMoney } from '@shop/domain/money'
import { STOCK_STATE_LABELS } from '@shop/domain/store'
import { useState } from 'react'
import { DescriptionText } from '../../../components/ui/description-text'
import type { Schema } from '../../../lib/api-client'
import { useCartStore } from '../../../lib/cart-store'
import { trackEvent } from '../../site'
import classes from './product-detail.module.css'

type Product = Schema<'Product'>

/** The entry "Add to cart" puts in the cart: the product with one selection of each option. */
export function cartEntryOf(product: Product, chosen: Record<number, string>, quantity: number): NewCartEntry {
  const options: CartOption[] = product.options.map((option) => {
    const selection = option.selections.find((s) => s.name === chosen[option.id]) ?? option.selections[0]!
    return {
      option: { id: option.id, name: option.name },
      selection: { name: selection.name, pricesByCurrency: selection.pricesByCurrency },
    }
  })
  return {
    kind: 'product',
    product: {
      slug: product.slug,
      name: product.name,
      subtext: product.subtext,
      image: product.images[0]?.src ?? null,
      pricesByCurrency: product.pricesByCurrency,
    },
    options,
    quantity,
  }
}

function Gallery({ product }: { product: Product }) {
  const [current, setCurrent] = useState(0)
  const image = product.images[current] ?? product.images[0]
  if (!image) return null
  return (
    <div className={classes.gallery}>
      <img src={image.src} alt={image.alt} width={480} height={360} className={classes.main} />
      {product.images.length > 1 ? (
        <div className={classes.thumbs} role="group" aria-label="Pictures">
          {product.images.map((img, index) => (
            <button
              key={img.src}
              type="button"
              onClick={() => setCurrent(index)}
              aria-pressed={index === current}
              aria-label={`Show picture ${index + 1}: ${img.alt}`}
            >
              <img src={img.src} alt="" width={96} height={72} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** SPEC §2 /products/{slug}/: gallery, options with their prices, stock per location and "Add to cart". */
export function ProductDetail({ product, currency }: { product: Product; currency: string }) {
  const add = useCartStore((state) => state.add)
  const setOpen = useCartStore((state) => state.setOpen)
  const [chosen, setChosen] = useState<Record<number, string>>(() =>
    Object.fromEntries(product.options.map((o) => [o.id, o.selections[0]?.name ?? ''])),
  )
  const [quantity, setQuantity] = useState('1')
  const entry = cartEntryOf(product, chosen, clampCartQuantity(quantity))
  const unit = pricePerUnit(entry, currency)
  const available = product.stock_state !== 'out-of-stock'

  const addToCart = () => {
    add(entry)
    trackEvent('store_add_to_cart')
    setQuantity('1')
    setOpen(true)
  }

  return (
    <div className={classes.layout}>
      <Gallery product={product} />
      <div className={classes.buy}>
        <h1 className={classes.title}>{product.name}</h1>
        <p className={classes.subtext}>{product.subtext}</p>
        <p className={classes.price} data-testid="product-price" aria-live="polite">
          {unit ? formatMoney(unit) : `Not sold in ${currency}`}
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (available && unit) addToCart()
          }}
        >
          {product.options.map((option) => (
            <fieldset key={option.id} className={classes.option}>
              <legend>{option.name}</legend>
              <div className={classes.choices}>
                {option.selections.map((selection) => {
                  const id = `option-${option.id}-${selection.name}`
                  return (
                    <label key={selection.name} htmlFor={id} className={classes.choice}>
                      <input
                        id={id}
                        type="radio"
                        name={`option-${option.id}`}
                        value={selection.name}
                        checked={chosen[option.id] === selection.name}
                        onChange={() => setChosen({ ...chosen, [option.id]: selection.name })}
                      />
                      <span>
                        {selection.name}
                        {selection.price && selection.price.amount_minor > 0 ? (
                          <span className={classes.addition}> +{formatMoney(selection.price)}</span>
                        ) : null}
                      </span>
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}
          <div className={classes.addRow}>
            <label htmlFor="product-quantity" className={classes.qtyLabel}>
              Quantity
              <input
                id="product-quantity"
                type="number"
                min={1}
                max={MAX_CART_QUANTITY}
                inputMode="numeric"
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                onBlur={() => setQuantity(String(clampCartQuantity(quantity)))}
              />
            </label>
            <button type="submit" className={`ts-button ${classes.add}`} disabled={!available || !unit}>
              {available ? 'Add to cart' : 'Out of stock'}
            </button>
          </div>
        </form>
        <section className={classes.stock} aria-labelledby="stock-heading">
          <h2 id="stock-heading">Availability</h2>
          <ul>
            {product.stock.map((s) => (
              <li key={s.location.slug}>
                <span>{s.location.name}</span>
                <span className={classes.state} data-state={s.state}>
                  {s.state === 'low-stock' && s.units_left !== null
                    ? `Only ${s.units_left} left`
                    : STOCK_STATE_LABELS[s.state]}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={classes.description} aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        <DescriptionText text={product.description} />
        {product.compat_type ? (
          <p className={classes.compat}>
            Tune compatibility: <strong>{COMPAT_TYPE_LABELS[product.compat_type]}</strong>
          </p>
        ) : null}
      </section>
    </div>
  )
}
