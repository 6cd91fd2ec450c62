import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core'
import { EMPTY_ADDRESS_INPUT, formatAddressLine, type Address, type AddressInput } from '@shop/domain/accounts'
import { cartEntryShips } from '@shop/domain/cart'
import {
  UNABLE_TO_RESOLVE_ADDRESS,
  unresolvedAddressField,
  type CheckoutDraft,
  type UnresolvedAddressField,
} from '@shop/domain/checkout'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import type { PaymentMethodSettings } from '@shop/domain/payments'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import type { SavedStripeCard } from '../../components/ui/payment/payment-api'
import { PaymentMethodField, type PaymentMethodFieldHandle } from '../../components/ui/payment/payment-method-field'
import { ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { useCartStore } from '../../lib/cart-store'
import type { Country } from '@shop/domain/site'
import { AddressFields, addressFieldId, type AddressFieldErrors } from './address-fields'
import { CartSummary } from './cart-summary'
import type { CheckoutEstimate, Order, ShippingOption } from './checkout.types'
import { OrderSummary } from './order-summary'
import { clearCheckoutDraft, useCheckoutDraft } from './use-checkout-draft'

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

/**
 * /checkout (issue 4 item 5; decision 0071): the cart's summary from the start, addresses (saved or new, the addresses-the-same switch), the estimate with
 * shipping tiers and taxes, then order and payment. The cart is the store's (`lib/cart-store`): a change in
 * another tab shows here. Card data never reaches this page's server: the shared payment field gives the test
 * provider a documented token and Stripe a PaymentMethod made by Stripe Elements. A decline shows its message
 * and keeps the cart; a paid order empties it in every tab and opens the order page. Shipping is asked only
 * when something physical is in the cart: a product or a vehicle bundle's bought or rented tool (decision 0068).
 */
export function CheckoutForm({
  addresses,
  countries,
  userEmail,
  currency,
  payments,
  savedCards,
}: {
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
  // Once paid, the page shows the way to the order page, not the emptied cart.
  const [placed, setPlaced] = useState(false)
  const entries = cartReady ? cartEntries : null
  const ships = (entries ?? []).some(cartEntryShips)
  const [email, setEmail] = useState('')
  const [billingChoice, setBillingChoice] = useState<Choice>(addresses[0] ? `${addresses[0].id}` : NEW)
  const [billing, setBilling] = useState<AddressInput>(EMPTY_ADDRESS_INPUT)
  const [same, setSame] = useState(true)
  const [shippingChoice, setShippingChoice] = useState<Choice>(addresses[0] ? `${addresses[0].id}` : NEW)
  const [shipping, setShipping] = useState<AddressInput>(EMPTY_ADDRESS_INPUT)
  const [tier, setTier] = useState<ShippingOption['tier'] | null>(null)
  const [estimate, setEstimate] = useState<CheckoutEstimate | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState<'estimate' | 'pay' | null>(null)
  const canPay = payments !== null && (payments.test.enabled || payments.stripe.enabled)
  const paymentField = useRef<PaymentMethodFieldHandle>(null)
  // One order per unchanged checkout: a retry after a decline pays the same order (its Idempotency-Key).
  const orderKey = useRef<string>('')
  const alertRef = useRef<HTMLDivElement>(null)

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

  // The cart changed (here or in another tab): the estimate and the order it would make are stale.
  useEffect(() => {
    setEstimate(null)
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

  const request = (shippingTier = tier) => ({
    currency,
    entries: entries ?? [],
    email: userEmail ? '' : email,
    billing_address: addressOf(billingChoice, userEmail ? billing : { ...billing, email }),
    addresses_the_same: same || !ships,
    shipping_address: same || !ships ? null : addressOf(shippingChoice, shipping),
    shipping_tier: shippingTier,
  })

  const changed = () => {
    setEstimate(null)
    orderKey.current = ''
  }
  const addressChanged = (section: Section) => {
    changed()
    setFieldErrors((errors) => (errors[section] ? { ...errors, [section]: undefined } : errors))
  }

  async function runEstimate(shippingTier = tier) {
    setBusy('estimate')
    setFailure(null)
    setFieldErrors({})
    try {
      const result = await browserApi.post<CheckoutEstimate>('/order/estimate', request(shippingTier))
      setEstimate(result)
      setTier(result.shipping?.tier ?? null)
    } catch (error) {
      setEstimate(null)
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
      const created = await browserApi.post<{ order: Order; token: string }>('/order', request(), {
        headers: { 'Idempotency-Key': orderKey.current },
      })
      await browserApi.post<Order>(
        `/order/${created.order.id}/payment`,
        { ...payment, token: created.token },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
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

  if (placed) return <Text c="dimmed">Opening your order…</Text>
  if (entries === null) return <Text c="dimmed">Loading your cart…</Text>
  if (entries.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>Your Cart is Empty.</Text>
          <Button component={Link} to={paths.products()} variant="light">
            Browse products
          </Button>
        </Stack>
      </Paper>
    )
  }

  const addressOptions = [
    ...addresses.map((a) => ({ value: `${a.id}`, label: formatAddressLine(a) })),
    { value: NEW, label: 'A new address' },
  ]

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void (estimate ? pay() : runEstimate())
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="lg">
          {userEmail ? (
            <Text size="sm">
              Signed in as <strong>{userEmail}</strong>. The receipt goes to this address.
            </Text>
          ) : (
            <TextInput
              id="checkout-email"
              label="Email"
              description="For your receipt and the invoice link"
              type="email"
              required
              withAsterisk={false}
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value)
                changed()
              }}
            />
          )}
          {addresses.length > 0 ? (
            <Select
              label="Billing address"
              data={addressOptions}
              value={billingChoice}
              allowDeselect={false}
              onChange={(value) => {
                setBillingChoice((value as Choice) ?? NEW)
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
              onChange={(next) => {
                setBilling(next)
                addressChanged('billing')
              }}
            />
          ) : null}
          {ships ? (
            <Switch
              label="Ship to the billing address"
              checked={same}
              onChange={(event) => {
                setSame(event.currentTarget.checked)
                changed()
              }}
            />
          ) : null}
          {ships && !same && addresses.length > 0 ? (
            <Select
              label="Shipping address"
              data={addressOptions}
              value={shippingChoice}
              allowDeselect={false}
              onChange={(value) => {
                setShippingChoice((value as Choice) ?? NEW)
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
              onChange={(next) => {
                setShipping(next)
                addressChanged('shipping')
              }}
            />
          ) : null}
          {!estimate ? (
            <Group>
              <Button type="submit" loading={busy === 'estimate'}>
                {ships ? 'Continue to shipping and payment' : 'Continue to payment'}
              </Button>
            </Group>
          ) : null}
        </Stack>

        <Stack gap="lg">
          {failure ? (
            <div ref={alertRef}>
              <ApiErrorAlert error={failure} />
            </div>
          ) : null}
          {estimate ? (
            <>
              <Paper withBorder radius="md" p="md">
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
              </Paper>
              {estimate.shipping_options.length > 0 ? (
                <Radio.Group
                  label="Shipping"
                  value={tier ?? undefined}
                  onChange={(value) => {
                    const next = value as ShippingOption['tier']
                    setTier(next)
                    orderKey.current = ''
                    void runEstimate(next)
                  }}
                >
                  <Stack gap="xs" mt="xs">
                    {estimate.shipping_options.map((option) => (
                      <Radio
                        key={option.tier}
                        value={option.tier}
                        label={`${option.name} — ${formatMoney(option.amount)} (${option.min_days}–${option.max_days} business days)`}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              ) : null}
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Payment
                </Title>
                {payments && canPay ? (
                  <PaymentMethodField
                    settings={payments}
                    savedCards={savedCards}
                    loggedIn={userEmail !== null}
                    amountDue={estimate.total}
                    ref={paymentField}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    Card payments are not available right now. Please contact us to complete your order.
                  </Text>
                )}
              </Stack>
              <Button type="submit" size="md" loading={busy === 'pay'} disabled={!canPay}>
                Pay {formatMoney(estimate.total)}
              </Button>
              <Button variant="subtle" onClick={changed} disabled={busy !== null}>
                Change addresses
              </Button>
            </>
          ) : (
            <Paper withBorder radius="md" p="md">
              <CartSummary entries={entries} currency={currency} ships={ships} />
            </Paper>
          )}
        </Stack>
      </SimpleGrid>
    </form>
  )
}
