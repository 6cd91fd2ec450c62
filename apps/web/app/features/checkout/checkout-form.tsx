import { EMPTY_ADDRESS_INPUT, formatAddressLine, type Address, type AddressInput } from '@shop/domain/accounts'
import {
  addCartEntry,
  cartEntryShips,
  cartSubtotal,
  cartTotalUnits,
  type CartEntry,
  type NewCartEntry,
} from '@shop/domain/cart'
import {
  UNABLE_TO_RESOLVE_ADDRESS,
  unresolvedAddressField,
  type CheckoutDraft,
  type UnresolvedAddressField,
} from '@shop/domain/checkout'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import type { PaymentMethodSettings } from '@shop/domain/payments'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import {
  Button,
  CheckField,
  FormStack,
  Hint,
  RadioGroupField,
  SelectField,
  TextField,
} from '../../components/ui/form/fields'
import { SkeletonList } from '../../components/ui/skeleton'
import { PaymentMethodField, type PaymentMethodFieldHandle, type SavedStripeCard } from '../payments'
import { answer, ApiError, type BodyOf, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { useCartStore } from '../../lib/cart-store'
import type { Country } from '@shop/domain/countries'
import { AddressFields, addressFieldId, type AddressFieldErrors } from './address-fields'
import { CartSummary } from './cart-summary'
import classes from './checkout-form.module.css'
import { OrderSummary } from './order-summary'
import { clearCheckoutDraft, useCheckoutDraft } from './use-checkout-draft'

type CheckoutEstimate = Schema<'CheckoutEstimate'>
type ShippingTier = CheckoutEstimate['shipping_options'][number]['tier']

type Choice = 'new' | `${number}`

const NEW: Choice = 'new'

function addressOf(choice: Choice, address: AddressInput) {
  return choice === NEW ? address : { address_id: Number(choice) }
}

type Section = 'billing' | 'shipping'
type FieldErrors = Partial<Record<Section, AddressFieldErrors>>

/**
 * SPEC §7: the address check answers 'unable to resolve address' for the billing or shipping address as a
 * whole; a typed address shows it under the field it concerns (decision 0071). A saved one has no field here.
 */
function fieldErrorsOf(error: unknown, typed: Partial<Record<Section, AddressInput>>): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null
  const found: FieldErrors = {}
  for (const section of ['billing', 'shipping'] as const) {
    const address = typed[section]
    if (!address || !error.body?.errors?.[`${section}_address`]?.includes(UNABLE_TO_RESOLVE_ADDRESS)) continue
    found[section] = { [unresolvedAddressField(address)]: UNABLE_TO_RESOLVE_ADDRESS }
  }
  return Object.keys(found).length > 0 ? found : null
}

const firstField = (errors: AddressFieldErrors) => Object.keys(errors)[0] as UnresolvedAddressField | undefined

/** A section's address was edited: the address check's message on it is answered. */
const withoutErrorsOf = (section: Section) => (errors: FieldErrors) =>
  errors[section] ? { ...errors, [section]: undefined } : errors

/** The buyer's own addresses or cards, for a page that has none (one array, so the form's props stay the same). */
export const NONE: readonly never[] = []

/**
 * /checkout (decisions 0030, 0071): the cart's summary from the start, addresses (saved or new, the addresses-the-same switch), the estimate with
 * shipping tiers and taxes, then order and payment. The cart is the store's (`lib/cart-store`): a change in
 * another tab shows here. Card data never reaches this page's server: the shared payment field gives the test
 * provider a documented token and Stripe a PaymentMethod made by Stripe Elements. A decline shows its message
 * and keeps the cart; a paid order empties it in every tab and opens the order page. Shipping is asked only
 * when something physical is in the cart: a product or a vehicle bundle's bought or rented tool (decision 0068).
 *
 * The form is drawn on the server, before the browser's cart is read: the page opens with its fields, and the
 * summary waits in a placeholder of its own (no layout shift, no blank page until the script runs). `opening`
 * is the bundle a page opens checkout on (/purchase/catalog): it is shown at once and added to the cart once
 * the cart is loaded, replacing the same vehicle's earlier bundle.
 *
 * After hydration the form changes as little as it can (the checkout page's Total Blocking Time): the cart's
 * loading and the opening bundle's adding are one update, a staler estimate is derived rather than reset in an
 * effect, the draft is restored only when one was kept, and the address fields (with the countries' list) and
 * the cart's table are memoized, so that a change elsewhere on the page does not draw them again. The form itself
 * is memoized: its pages pass props that stay the same while nothing they show changes.
 */
export const CheckoutForm = memo(function CheckoutForm({
  addresses,
  countries,
  userEmail,
  currency,
  payments,
  savedCards,
  opening = null,
}: {
  opening?: NewCartEntry | null
  addresses: readonly Address[]
  countries: readonly Country[]
  userEmail: string | null
  currency: string
  payments: PaymentMethodSettings | null
  savedCards: readonly SavedStripeCard[]
}) {
  const navigate = useNavigate()
  const cartReady = useCartStore((state) => state.ready)
  const cartEntries = useCartStore((state) => state.entries)
  const clearCart = useCartStore((state) => state.clear)
  const addToCart = useCartStore((state) => state.add)
  // Once paid, the page shows the way to the order page, not the emptied cart.
  const [placed, setPlaced] = useState(false)
  const openingKey = opening ? JSON.stringify(opening) : null
  const [openedKey, setOpenedKey] = useState<string | null>(null)
  useEffect(() => {
    if (!opening || openedKey === openingKey) return
    let done = false
    const open = (ready: boolean) => {
      if (done || !ready) return
      done = true
      addToCart(opening)
      setOpenedKey(openingKey)
    }
    // Added as the cart is loaded, in the same update: the form draws the loaded cart once, with the bundle.
    const unsubscribe = useCartStore.subscribe((state) => open(state.ready))
    open(useCartStore.getState().ready)
    return () => {
      done = true
      unsubscribe()
    }
  }, [opening, openingKey, openedKey, addToCart])
  // Until the cart holds the opening bundle, it is shown as the cart will be once it is added.
  const entries = useMemo(() => {
    const pending = opening && openedKey !== openingKey ? opening : null
    if (!cartReady) return pending ? addCartEntry([], pending) : null
    return pending ? addCartEntry(cartEntries, pending) : cartEntries
  }, [cartReady, cartEntries, opening, openingKey, openedKey])
  const ships = (entries ?? []).some(cartEntryShips)
  const [email, setEmail] = useState('')
  const [billingChoice, setBillingChoice] = useState<Choice>(addresses[0] ? `${addresses[0].id}` : NEW)
  const [billing, setBilling] = useState<AddressInput>(EMPTY_ADDRESS_INPUT)
  const [same, setSame] = useState(true)
  const [shippingChoice, setShippingChoice] = useState<Choice>(addresses[0] ? `${addresses[0].id}` : NEW)
  const [shipping, setShipping] = useState<AddressInput>(EMPTY_ADDRESS_INPUT)
  const [tier, setTier] = useState<ShippingTier | null>(null)
  // The estimate holds for the cart it was made for: a change of the cart (here or in another tab) makes it stale.
  const [estimated, setEstimated] = useState<{ estimate: CheckoutEstimate; cart: readonly CartEntry[] } | null>(null)
  const estimate = estimated?.cart === cartEntries ? estimated.estimate : null
  const [failure, setFailure] = useState<unknown>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState<'estimate' | 'pay' | null>(null)
  const canPay = payments !== null && (payments.test.enabled || payments.stripe.enabled)
  const paymentField = useRef<PaymentMethodFieldHandle>(null)
  // One order per unchanged checkout: a retry after a decline pays the same order (its Idempotency-Key).
  const orderKey = useRef<string>('')
  const alertRef = useRef<HTMLDivElement>(null)

  const addressOptions = useMemo(
    () => [
      ...addresses.map((a) => ({ value: `${a.id}`, label: formatAddressLine(a) })),
      { value: NEW, label: 'A new address' },
    ],
    [addresses],
  )

  // A reload keeps what was typed (never the card: the draft's allow-list has no payment field).
  const isSaved = (choice: string) => choice === NEW || addresses.some((a) => `${a.id}` === choice)
  useCheckoutDraft(
    {
      email,
      billing_choice: billingChoice,
      billing,
      addresses_the_same: same,
      shipping_choice: shippingChoice,
      shipping,
      shipping_tier: tier,
    },
    (kept: CheckoutDraft) => {
      setEmail(kept.email)
      if (isSaved(kept.billing_choice)) setBillingChoice(kept.billing_choice as Choice)
      setBilling(kept.billing)
      setSame(kept.addresses_the_same)
      if (isSaved(kept.shipping_choice)) setShippingChoice(kept.shipping_choice as Choice)
      setShipping(kept.shipping)
      setTier(kept.shipping_tier)
    },
  )

  // The cart changed (here or in another tab): the order the estimate would make is stale too.
  useEffect(() => {
    orderKey.current = ''
  }, [cartEntries])
  useEffect(() => {
    if (failure) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [failure])
  // The field the address check names takes the focus, so its message is where the buyer is.
  useEffect(() => {
    const section = (['billing', 'shipping'] as const).find((name) => firstField(fieldErrors[name] ?? {}))
    const field = section ? firstField(fieldErrors[section] ?? {}) : undefined
    if (section && field) document.getElementById(addressFieldId(section, field))?.focus()
  }, [fieldErrors])

  const request = (shippingTier = tier): BodyOf<'/api/order', 'post'> => ({
    currency,
    entries: entries ?? [],
    email: userEmail ? '' : email,
    billing_address: addressOf(billingChoice, userEmail ? billing : { ...billing, email }),
    addresses_the_same: same || !ships,
    shipping_address: same || !ships ? null : addressOf(shippingChoice, shipping),
    shipping_tier: shippingTier,
  })

  const changed = useCallback(() => {
    setEstimated(null)
    orderKey.current = ''
  }, [])
  const billingChanged = useCallback(
    (next: AddressInput) => {
      setBilling(next)
      changed()
      setFieldErrors(withoutErrorsOf('billing'))
    },
    [changed],
  )
  const shippingChanged = useCallback(
    (next: AddressInput) => {
      setShipping(next)
      changed()
      setFieldErrors(withoutErrorsOf('shipping'))
    },
    [changed],
  )

  async function runEstimate(shippingTier = tier) {
    setBusy('estimate')
    setFailure(null)
    setFieldErrors({})
    const cart = cartEntries
    try {
      const result = await answer(browserApi.POST('/api/order/estimate', { body: request(shippingTier) }))
      setEstimated({ estimate: result, cart })
      setTier(result.shipping?.tier ?? null)
    } catch (error) {
      setEstimated(null)
      const onFields = fieldErrorsOf(error, {
        billing: billingChoice === NEW ? billing : undefined,
        shipping: ships && !same && shippingChoice === NEW ? shipping : undefined,
      })
      if (onFields) setFieldErrors(onFields)
      else setFailure(error)
    } finally {
      setBusy(null)
    }
  }

  async function pay() {
    if (!estimate) return
    setFailure(null)
    // A new Stripe card becomes a PaymentMethod here; what the field rejects it shows itself.
    const payment = await paymentField.current?.collect()
    if (!payment) return
    setBusy('pay')
    try {
      orderKey.current ||= crypto.randomUUID()
      const created = await answer(
        browserApi.POST('/api/order', { params: { header: { 'idempotency-key': orderKey.current } }, body: request() }),
      )
      await answer(
        browserApi.POST('/api/order/{id}/payment', {
          params: { path: { id: created.order.id }, header: { 'idempotency-key': crypto.randomUUID() } },
          body: { ...payment, token: created.token },
        }),
      )
      setPlaced(true)
      clearCheckoutDraft()
      clearCart()
      await navigate(created.order.paths.complete)
    } catch (error) {
      // 402: the decline's message, the cart kept; 409 already_committed: the catalogue text.
      if (error instanceof ApiError && error.status === 409 && error.body?.code === 'out_of_stock') changed()
      setFailure(error)
      setBusy(null)
    }
  }

  if (placed) return <Hint>Opening your order…</Hint>
  if (entries?.length === 0) {
    return (
      <div className={classes.card}>
        <FormStack>
          <p className={classes.strong}>Your Cart is Empty.</p>
          <Link className="ts-button" data-variant="light" to={paths.products()}>
            Browse products
          </Link>
        </FormStack>
      </div>
    )
  }

  // On a phone the summary comes after the form: a line at the top says what is being bought and leads to it.
  const peekTotal = estimate ? estimate.total : entries ? cartSubtotal(entries, currency) : null
  const units = entries ? cartTotalUnits(entries) : 0

  return (
    <>
      {/* Drawn before the cart is read too (same height), so nothing below it moves when it is. */}
      <a className={classes.peek} href="#checkout-summary">
        <span>
          Your order
          {entries ? `: ${units} ${units === 1 ? 'item' : 'items'}` : ''}
          {peekTotal ? ` · ${estimate ? 'total' : 'subtotal'} ${formatMoney(peekTotal)}` : ''}
        </span>
        <span aria-hidden>See it ↓</span>
      </a>
      <form
        noValidate
        className={classes.columns}
        onSubmit={(event) => {
          event.preventDefault()
          void (estimate ? pay() : runEstimate())
        }}
      >
        <FormStack gap="lg">
          {userEmail ? (
            <p className={classes.text}>
              Signed in as <strong>{userEmail}</strong>. The receipt goes to this address.
            </p>
          ) : (
            <TextField
              id="checkout-email"
              label="Email"
              description="For your receipt and the invoice link"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value)
                changed()
              }}
            />
          )}
          {addresses.length > 0 ? (
            <SelectField
              label="Billing address"
              options={addressOptions}
              value={billingChoice}
              onChange={(value) => {
                setBillingChoice((value as Choice) || NEW)
                changed()
              }}
            />
          ) : null}
          {billingChoice === NEW ? (
            <AddressFields
              legend="Billing address"
              idPrefix="billing"
              value={billing}
              countries={countries}
              errors={fieldErrors.billing}
              withEmail
              onChange={billingChanged}
            />
          ) : null}
          {ships ? (
            <CheckField
              asSwitch
              label="Ship to the billing address"
              checked={same}
              onChange={(checked) => {
                setSame(checked)
                changed()
              }}
            />
          ) : null}
          {ships && !same && addresses.length > 0 ? (
            <SelectField
              label="Shipping address"
              options={addressOptions}
              value={shippingChoice}
              onChange={(value) => {
                setShippingChoice((value as Choice) || NEW)
                changed()
              }}
            />
          ) : null}
          {ships && !same && shippingChoice === NEW ? (
            <AddressFields
              legend="Shipping address"
              idPrefix="shipping"
              value={shipping}
              countries={countries}
              errors={fieldErrors.shipping}
              onChange={shippingChanged}
            />
          ) : null}
          {!estimate ? (
            <div>
              <Button type="submit" loading={busy === 'estimate'} disabled={entries === null}>
                {ships ? 'Continue to shipping and payment' : 'Continue to payment'}
              </Button>
            </div>
          ) : null}
        </FormStack>

        <FormStack gap="lg">
          {failure ? (
            <div ref={alertRef}>
              <ApiErrorAlert error={failure} />
            </div>
          ) : null}
          {estimate ? (
            <>
              <div className={classes.card} id="checkout-summary">
                <OrderSummary
                  caption="Your order"
                  summary={{
                    lines: estimate.lines,
                    subtotal: estimate.subtotal,
                    discount: estimate.discount,
                    discountCodes: estimate.discount_codes.map((d) => d.code),
                    shipping: estimate.shipping,
                    taxes: estimate.taxes,
                    total: estimate.total,
                  }}
                />
              </div>
              {estimate.shipping_options.length > 0 ? (
                <RadioGroupField
                  label="Shipping"
                  name="shipping-tier"
                  value={tier}
                  options={estimate.shipping_options.map((option) => ({
                    value: option.tier,
                    label: `${option.name} — ${formatMoney(option.amount)} (${option.min_days}–${option.max_days} business days)`,
                  }))}
                  onChange={(value) => {
                    const next = value as ShippingTier
                    setTier(next)
                    orderKey.current = ''
                    void runEstimate(next)
                  }}
                />
              ) : null}
              <FormStack>
                <h2 className={classes.heading}>Payment</h2>
                {payments && canPay ? (
                  <PaymentMethodField
                    settings={payments}
                    savedCards={savedCards}
                    loggedIn={userEmail !== null}
                    amountDue={estimate.total}
                    ref={paymentField}
                  />
                ) : (
                  <Hint>Card payments are not available right now. Please contact us to complete your order.</Hint>
                )}
              </FormStack>
              <Button type="submit" className={classes.pay} loading={busy === 'pay'} disabled={!canPay}>
                Pay {formatMoney(estimate.total)}
              </Button>
              <Button variant="subtle" onClick={changed} disabled={busy !== null}>
                Change addresses
              </Button>
            </>
          ) : (
            <div className={classes.card} id="checkout-summary">
              {entries ? (
                <CartSummary entries={entries} currency={currency} ships={ships} />
              ) : (
                <SkeletonList label="Loading your cart…" rows={3} />
              )}
            </div>
          )}
        </FormStack>
      </form>
    </>
  )
})
