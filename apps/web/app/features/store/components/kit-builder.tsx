import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { STOCK_STATE_LABELS } from '@shop/domain/store'
import { useState } from 'react'
import { Link } from 'react-router'
import { answer, type Schema } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { useCartStore } from '../../../lib/cart-store'
import { trackEvent } from '../../site'
import { cartEntryOf } from './product-detail'
import classes from './kit-builder.module.css'

type KitBuilderTree = Schema<'KitBuilderTree'>

/** SPEC §2 /kit-builder: one flash tool, then any cables, accessories and extras; the kit goes into the cart. */
export function KitBuilder({ tree }: { tree: KitBuilderTree }) {
  const add = useCartStore((state) => state.add)
  const setOpen = useCartStore((state) => state.setOpen)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const all = tree.steps.flatMap((step) => step.products)
  const picked = all.filter((p) => chosen.has(p.slug))
  const total = picked.reduce((sum, p) => sum + (p.price?.amount_minor ?? 0), 0)

  const toggle = (slug: string, single: string[] | null) => {
    const next = new Set(chosen)
    if (single) for (const other of single) next.delete(other)
    if (chosen.has(slug)) next.delete(slug)
    else next.add(slug)
    setChosen(next)
  }

  const addKit = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const products = await Promise.all(
        picked.map((p) =>
          answer(
            browserApi.GET('/api/store/product/{slug}', {
              params: { path: { slug: p.slug }, query: { currency: tree.currency } },
            }),
          ),
        ),
      )
      for (const product of products) add(cartEntryOf(product.data, {}, 1))
      trackEvent('store_add_kit_to_cart')
      setChosen(new Set())
      setOpen(true)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={classes.layout}>
      <ol className={classes.steps}>
        {tree.steps.map((step, index) => {
          const single = step.optional ? null : step.products.map((p) => p.slug)
          return (
            <li key={step.id} className={classes.step}>
              <fieldset>
                <legend>
                  <span className={classes.number}>{index + 1}</span> {step.title}
                  {step.optional ? <span className={classes.optional}> (optional)</span> : null}
                </legend>
                <div className={classes.items}>
                  {step.products.map((product) => (
                    <label key={product.slug} className={classes.item}>
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name={single ? `kit-${step.id}` : undefined}
                        checked={chosen.has(product.slug)}
                        disabled={product.stock_state === 'out-of-stock'}
                        onChange={() => toggle(product.slug, single)}
                      />
                      {product.image ? <img src={product.image.src} alt="" width={96} height={72} /> : null}
                      <span className={classes.text}>
                        <span className={classes.name}>{product.name}</span>
                        <span className={classes.meta}>
                          {product.price ? formatMoney(product.price) : ''} · {STOCK_STATE_LABELS[product.stock_state]}
                        </span>
                      </span>
                      <Link to={paths.product(product.slug)} className={classes.details}>
                        Details<span className="visually-hidden"> of {product.name}</span>
                      </Link>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <aside className={classes.summary} aria-label="Your kit">
        <h2>Your kit</h2>
        {picked.length === 0 ? (
          <p>Choose a flash tool to start.</p>
        ) : (
          <ul>
            {picked.map((p) => (
              <li key={p.slug}>
                <span>{p.name}</span>
                <span>{p.price ? formatMoney(p.price) : ''}</span>
              </li>
            ))}
          </ul>
        )}
        <p className={classes.total}>
          <span>Total</span>
          <strong>{formatMoney({ amount_minor: total, currency: tree.currency })}</strong>
        </p>
        <p className={classes.note}>Options take their first choice; change them in the cart or on the product page.</p>
        {failed ? <p role="alert">The kit could not be added. Please try again.</p> : null}
        <button type="button" className="ts-button" disabled={picked.length === 0 || busy} onClick={addKit}>
          Add kit to cart
        </button>
      </aside>
    </div>
  )
}
