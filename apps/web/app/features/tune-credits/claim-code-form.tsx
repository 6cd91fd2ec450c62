import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { normalizeCreditCode } from '@shop/domain/ledger'
import { useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { describeCredits } from './describe-credits'

/** Claim a credit code: the balance and history reload after a claim. */
export function ClaimCodeForm() {
  const revalidator = useRevalidator()
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [claimed, setClaimed] = useState<Schema<'CreditCodeClaim'> | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    setClaimed(null)
    const normalized = normalizeCreditCode(code)
    if (!normalized) {
      setInvalid('Codes have 12 letters and digits, like ABCD-EFGH-JKMN.')
      return
    }
    setInvalid(null)
    setBusy(true)
    try {
      const result = await answer(browserApi.POST('/api/v1/tune-credit-codes/claim', { body: { code: normalized } }))
      setClaimed(result)
      setCode('')
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Claim a credit code">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Credit code"
            placeholder="ABCD-EFGH-JKMN"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={invalid}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }}>
            Claim code
          </Button>
        </Group>
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <div role="status">
          {claimed ? (
            <Alert color="green" variant="light" title={claimed.already_claimed ? 'Already yours' : 'Code claimed'}>
              {claimed.already_claimed
                ? `${claimed.code} was claimed by your account before; your balance is unchanged.`
                : `${describeCredits(claimed.credits)} added to your account.`}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </form>
  )
}
