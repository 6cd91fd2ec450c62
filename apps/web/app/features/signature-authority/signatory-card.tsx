import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { SIGNATURE_AUTHORITY_STATUS_LABELS, type SignatureAuthority } from '@shop/domain/dealers'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** Revokes a signatory after a confirmation; the page reloads its list. */
function Revoke({ authority }: { authority: SignatureAuthority }) {
  const revalidator = useRevalidator()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const revoke = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await answer(browserApi.DELETE('/api/v1/signature-authority/{id}', { params: { path: { id: authority.id } } }))
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }
  return (
    <Stack gap="xs">
      {asking ? (
        <Group gap="xs">
          <Text size="sm">Revoke {authority.legal_name}? They can no longer sign for the dealer.</Text>
          <Button color="red" size="xs" loading={busy} onClick={() => void revoke()}>
            Revoke
          </Button>
          <Button variant="default" size="xs" onClick={() => setAsking(false)}>
            Keep
          </Button>
        </Group>
      ) : (
        <Button
          variant="default"
          color="red"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setAsking(true)}
        >
          Revoke…
        </Button>
      )}
      <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
    </Stack>
  )
}

/** One signatory: their legal name, the member behind it, the signature image and, for those who may, Revoke. */
export function SignatoryCard({
  authority,
  mayRevoke,
  showDealer = false,
}: {
  authority: SignatureAuthority
  mayRevoke: boolean
  showDealer?: boolean
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{authority.legal_name}</Text>
            <Text size="sm" c="dimmed" truncate>
              {authority.user_name} · {authority.user_email}
              {showDealer ? ` · ${authority.dealer.name}` : ''}
            </Text>
          </Stack>
          <StatusBadge
            status={authority.status === 'active' ? 'active' : 'inactive'}
            label={SIGNATURE_AUTHORITY_STATUS_LABELS[authority.status]}
            size="sm"
          />
        </Group>
        <Image
          src={authority.signature_url}
          alt={`Signature of ${authority.legal_name}`}
          h={72}
          w="auto"
          fit="contain"
          style={{ alignSelf: 'flex-start', background: '#fff', borderRadius: 4 }}
        />
        <Text size="xs" c="dimmed">
          Named {formatInstant(authority.created_at)}
          {authority.revoked_at ? `; revoked ${formatInstant(authority.revoked_at)}` : ''}
        </Text>
        {mayRevoke && authority.status === 'active' ? <Revoke authority={authority} /> : null}
      </Stack>
    </Paper>
  )
}
