import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { formClasses } from '../../components/ui/form/fields'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/**
 * Braintree's Drop-in, pinned to one release and loaded from Braintree's own host as its guide shows: its card
 * fields are iframes of Braintree, so card numbers never reach our pages' scripts or our server (decision 0063).
 */
export const BRAINTREE_DROP_IN_URL = 'https://js.braintreegateway.com/web/dropin/1.48.0/js/dropin.min.js'

/** The parts of Drop-in's API this field uses (braintree-web-drop-in 1.x). */
type DropinInstance = {
  requestPaymentMethod(): Promise<{ nonce: string; deviceData?: string }>
  teardown(): Promise<void>
}
type DropinGlobal = {
  create(options: { authorization: string; container: HTMLElement; dataCollector: boolean }): Promise<DropinInstance>
}

export type BraintreeDropInHandle = {
  /** The nonce and device data for the pay call (`payment_nonce`, `device_data`), or a message for the buyer. */
  requestPaymentMethod(): Promise<{ nonce: string; deviceData?: string } | { error: string }>
}

const LOAD_FAILED_MESSAGE = 'The card form could not be loaded. Please check your connection and reload the page.'

let dropinScript: Promise<DropinGlobal> | null = null
function loadDropin(): Promise<DropinGlobal> {
  dropinScript ??= import('@paypal/paypal-js')
    .then(({ loadCustomScript }) => loadCustomScript({ url: BRAINTREE_DROP_IN_URL }))
    .then(() => {
      const dropin = (window as { braintree?: { dropin?: DropinGlobal } }).braintree?.dropin
      if (!dropin) throw new Error('Drop-in did not load')
      return dropin
    })
  // A failed load may be retried by the next mount.
  dropinScript.catch(() => {
    dropinScript = null
  })
  return dropinScript
}

/** A client token for Drop-in, from our API (decision 0063). */
async function clientToken(): Promise<string> {
  return (await answer(browserApi.GET('/api/v1/braintree/client-token'))).client_token
}

/** Braintree's Drop-in card form, with device data for Braintree's fraud checks. */
export function BraintreeDropIn({ ref }: { ref: Ref<BraintreeDropInHandle> }) {
  const mountRef = useRef<HTMLDivElement>(null)
  const [instance, setInstance] = useState<DropinInstance | null>(null)
  const [failed, setFailed] = useState(false)
  const labelId = useId()

  useEffect(() => {
    let cancelled = false
    let created: DropinInstance | null = null
    Promise.all([loadDropin(), clientToken()])
      .then(async ([dropin, authorization]) => {
        if (cancelled || !mountRef.current) return
        created = await dropin.create({ authorization, container: mountRef.current, dataCollector: true })
        if (cancelled) return void created.teardown().catch(() => undefined)
        setInstance(created)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      void created?.teardown().catch(() => undefined)
    }
  }, [])

  useImperativeHandle(
    ref,
    () => ({
      async requestPaymentMethod() {
        if (failed) return { error: LOAD_FAILED_MESSAGE }
        if (!instance) return { error: 'The card form is still loading. Please wait a moment.' }
        try {
          const { nonce, deviceData } = await instance.requestPaymentMethod()
          return { nonce, deviceData }
        } catch {
          // Drop-in marks the fields to fix in its own form.
          return { error: 'Please check your card details.' }
        }
      },
    }),
    [instance, failed],
  )

  return (
    <div>
      <span id={labelId} className={formClasses.label}>
        Card details
      </span>
      <div ref={mountRef} aria-labelledby={labelId} data-testid="braintree-drop-in" style={{ minHeight: 40 }} />
      {failed ? (
        <p className={formClasses.error} role="alert">
          {LOAD_FAILED_MESSAGE}
        </p>
      ) : null}
    </div>
  )
}
