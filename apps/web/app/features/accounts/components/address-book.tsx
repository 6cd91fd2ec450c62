import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { formatAddressLine, type Address } from '@shop/domain/accounts'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import type { Country } from '@shop/domain/countries'
import { AddressForm } from './address-form'
import { deleteAddress } from '../api/save-address'
import classes from './address-book.module.css'

// SPEC §9: dialogs are 600px wide by default.
const MODAL_WIDTH = 600

type Editing = { address: Address | null } | null

/** The user's addresses on one line each, with add, edit and delete (read-only ones only shown). */
export function AddressBook({
  addresses,
  countries,
}: {
  addresses: readonly Address[]
  countries: readonly Country[]
}) {
  const revalidator = useRevalidator()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [deleteFailure, setDeleteFailure] = useState<unknown>(null)
  const [deletePending, setDeletePending] = useState(false)
  const [notice, setNotice] = useState('')

  async function onSaved(saved: Address) {
    setEditing(null)
    setNotice(`Address saved: ${formatAddressLine(saved)}`)
    await revalidator.revalidate()
  }

  function closeDelete() {
    setDeleting(null)
    setDeleteFailure(null)
  }

  async function confirmDelete() {
    if (!deleting) return
    setDeletePending(true)
    setDeleteFailure(null)
    try {
      await deleteAddress(deleting.id)
    } catch (error) {
      setDeleteFailure(error)
      setDeletePending(false)
      return
    }
    setNotice(`Address deleted: ${formatAddressLine(deleting)}`)
    setDeleting(null)
    setDeletePending(false)
    await revalidator.revalidate()
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id="address-book-title">
          Address book
        </Title>
        <Button
          variant="light"
          onClick={() => {
            setNotice('')
            setEditing({ address: null })
          }}
        >
          Add address
        </Button>
      </Group>
      <div>
        <Text role="status" size="sm" c="green.9" fw={600} className={classes.notice}>
          {notice}
        </Text>
        {addresses.length === 0 ? (
          <Text c="dimmed">You have no saved addresses yet.</Text>
        ) : (
          <ul className={classes.list}>
            {addresses.map((address) => {
              const line = formatAddressLine(address)
              return (
                <li key={address.id}>
                  <Paper withBorder radius="md" p="sm" className={classes.item}>
                    <Text className={classes.line}>{line}</Text>
                    {address.readonly ? (
                      <Badge variant="light" color="gray" className={classes.badge}>
                        Read-only
                      </Badge>
                    ) : (
                      <Group gap="xs" wrap="nowrap" className={classes.actions}>
                        <Button
                          variant="default"
                          size="xs"
                          aria-label={`Edit address ${line}`}
                          onClick={() => {
                            setNotice('')
                            setEditing({ address })
                          }}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="light"
                          size="xs"
                          aria-label={`Delete address ${line}`}
                          onClick={() => {
                            setNotice('')
                            setDeleting(address)
                          }}
                        >
                          Delete
                        </Button>
                      </Group>
                    )}
                  </Paper>
                </li>
              )
            })}
          </ul>
        )}
      </div>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.address ? 'Edit address' : 'Add address'}
        size={MODAL_WIDTH}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing ? (
          <AddressForm
            address={editing.address}
            countries={countries}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <Modal
        opened={deleting !== null}
        onClose={closeDelete}
        title="Delete this address?"
        size={MODAL_WIDTH}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {deleting ? (
          <Stack gap="md">
            {deleteFailure ? <ApiErrorAlert error={deleteFailure} /> : null}
            <Text>{formatAddressLine(deleting)}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeDelete} disabled={deletePending}>
                Cancel
              </Button>
              <Button loading={deletePending} onClick={() => void confirmDelete()}>
                Delete address
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  )
}
