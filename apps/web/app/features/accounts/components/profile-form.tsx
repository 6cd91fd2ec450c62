import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { ProfileUpdateSchema, type ProfileUpdate, type User } from '@shop/domain/accounts'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'

const SITE_DEFAULT = ''

/** Name and display currency; "site default" is sent as null (SPEC §5: otherwise the first store currency). */
export function ProfileForm({
  user,
  currencies,
  defaultCurrency,
}: {
  user: Pick<User, 'name' | 'preferred_display_currency'>
  currencies: readonly string[]
  defaultCurrency: string
}) {
  const revalidator = useRevalidator()
  const [failure, setFailure] = useState<unknown>(null)
  const [saved, setSaved] = useState(false)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { name: user.name, preferred_display_currency: user.preferred_display_currency },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    setSaved(false)
    try {
      await answer(browserApi.PATCH('/api/user/me', { body: values }))
    } catch (error) {
      setFailure(error)
      return
    }
    setSaved(true)
    // The header shows the name and prices follow the currency: reload the global state.
    await revalidator.revalidate()
  })

  const options = [
    { value: SITE_DEFAULT, label: `Site default (${defaultCurrency})` },
    ...currencies.map((code) => ({ value: code, label: code })),
  ]

  return (
    <form onSubmit={onSubmit} noValidate onChange={() => setSaved(false)}>
      <Stack gap="md">
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <TextInput label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="preferred_display_currency"
          render={({ field, fieldState }) => (
            <NativeSelect
              label="Display currency"
              description="Prices are shown in this currency."
              data={options}
              name={field.name}
              ref={field.ref}
              value={field.value ?? SITE_DEFAULT}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.currentTarget.value || null)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group gap="md">
          <Button type="submit" loading={isSubmitting}>
            Save profile
          </Button>
          <Text role="status" size="sm" c="green.9" fw={600}>
            {saved ? 'Profile saved' : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  )
}
