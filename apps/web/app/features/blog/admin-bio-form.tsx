import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { BIO_NAME_MAX, BIO_ROLE_TITLE_MAX, blogSlugOf, type AdminBio, type BioWriteInput } from '@shop/domain/blog'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { MarkdownEditor } from '../../components/ui/content/markdown-editor'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type StaffUser = { id: string; name: string; email: string }

/** Staff's bio editor: the page /staff/{slug}/ and the author box of their posts. */
export function AdminBioForm({ bio, staff }: { bio: AdminBio | null; staff: StaffUser[] }) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [values, setValues] = useState({
    slug: bio?.slug ?? '',
    name: bio?.name ?? '',
    role_title: bio?.role_title ?? '',
    photo: bio?.photo ?? '',
    user_id: bio?.user?.id ?? '',
    markdown: bio?.markdown ?? '',
  })
  const [slugTouched, setSlugTouched] = useState(Boolean(bio))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof values, value: string) => setValues((old) => ({ ...old, [key]: value }))

  async function save() {
    setFailure(null)
    setErrors({})
    setBusy(true)
    const body: BioWriteInput & { photo: string | null; user_id: string | null } = {
      ...values,
      photo: values.photo.trim() || null,
      user_id: values.user_id || null,
    }
    try {
      if (bio) {
        await answer(
          browserApi.PATCH('/api/admin/bios/{id}', {
            params: { path: { id: bio.id } },
            body: { ...body, version: bio.version },
          }),
        )
        await revalidator.revalidate()
      } else {
        const saved = await answer(browserApi.POST('/api/admin/bios', { body }))
        await navigate(paths.adminBio(saved.id))
      }
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) {
        setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([k, m]) => [k, m.join(' ')])))
      }
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      aria-label={bio ? `Edit ${bio.name}` : 'New bio'}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Stack gap="md">
        <FormSection title="Who">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              required
              maxLength={BIO_NAME_MAX}
              value={values.name}
              error={errors.name}
              onChange={(event) => {
                const name = event.currentTarget.value
                setValues((old) => ({ ...old, name, slug: slugTouched ? old.slug : blogSlugOf(name) }))
              }}
            />
            <TextInput
              label="Role"
              placeholder="Lead calibrator"
              required
              maxLength={BIO_ROLE_TITLE_MAX}
              value={values.role_title}
              error={errors.role_title}
              onChange={(event) => set('role_title', event.currentTarget.value)}
            />
            <TextInput
              label="Slug"
              description={`The bio's address: ${paths.staffBio(values.slug || 'slug')}`}
              required
              value={values.slug}
              error={errors.slug}
              onChange={(event) => {
                setSlugTouched(true)
                set('slug', event.currentTarget.value)
              }}
            />
            <NativeSelect
              label="Staff account"
              description="Optional: the staff member this bio belongs to"
              value={values.user_id}
              error={errors.user_id}
              data={[
                { value: '', label: 'No account' },
                ...staff.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` })),
              ]}
              onChange={(event) => set('user_id', event.currentTarget.value)}
            />
            <TextInput
              label="Photo"
              description="An address on this site (/images/…) or https://; leave empty for initials"
              value={values.photo}
              error={errors.photo}
              onChange={(event) => set('photo', event.currentTarget.value)}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Bio">
          <MarkdownEditor
            label="Bio text"
            minRows={8}
            value={values.markdown}
            error={errors.markdown}
            onChange={(markdown) => set('markdown', markdown)}
          />
        </FormSection>
        <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {bio ? 'Save changes' : 'Create bio'}
          </Button>
          {bio ? (
            <Button component={Link} to={paths.staffBio(bio.slug)} variant="default">
              View the page
            </Button>
          ) : (
            <Button component={Link} to={paths.adminBios()} variant="default">
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
