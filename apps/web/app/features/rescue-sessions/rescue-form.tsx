import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { NewRescueSessionSchema } from '@shop/domain/rescue'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import type { z } from 'zod'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type FormValues = z.input<typeof NewRescueSessionSchema>

/** Opens a rescue session (SPEC §4 kinds ID and check) with the tool and vehicle details. */
export function RescueForm() {
  const revalidator = useRevalidator()
  const [failure, setFailure] = useState<unknown>(null)
  const [opened, setOpened] = useState<Schema<'RescueSession'> | null>(null)
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof NewRescueSessionSchema>>({
    resolver: zodResolver(NewRescueSessionSchema),
    defaultValues: {
      kind: 'ID',
      tool_name: '',
      tool_serial: '',
      vehicle: '',
      vin: '',
      ecu: '',
      description: '',
      contact_phone: '',
    },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const session = await answer(browserApi.POST('/api/v1/rescue-sessions', { body: values }))
      setOpened(session)
      reset()
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Start a rescue session">
      <Stack gap="md">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Radio.Group label="What do you need?" value={field.value} onChange={field.onChange} name={field.name}>
              <Stack gap="xs" mt="xs">
                <Radio value="ID" label="Identify and recover: the flash failed and the ECU no longer responds" />
                <Radio value="check" label="Check: the car runs, but something is not right after a flash" />
              </Stack>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Flashing tool"
            placeholder="Flashzilla V3"
            required
            error={errors.tool_name?.message}
            {...register('tool_name')}
          />
          <TextInput
            label="Tool serial number"
            placeholder="FZ3-004211"
            error={errors.tool_serial?.message}
            {...register('tool_serial')}
          />
          <TextInput
            label="Vehicle"
            placeholder="2019 Volkswagen Golf GTI 2.0 TSI"
            required
            error={errors.vehicle?.message}
            {...register('vehicle')}
          />
          <TextInput label="VIN" placeholder="17 characters" error={errors.vin?.message} {...register('vin')} />
          <TextInput
            label="ECU (if known)"
            placeholder="Bosch MG1CS111"
            error={errors.ecu?.message}
            {...register('ecu')}
          />
          <TextInput
            label="Phone for a call back"
            type="tel"
            autoComplete="tel"
            error={errors.contact_phone?.message}
            {...register('contact_phone')}
          />
        </SimpleGrid>
        <Textarea
          label="What happened?"
          description="When did it stop, at what percentage, what the tool showed, and what you tried since."
          required
          autosize
          minRows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <div role="status">
          {opened ? (
            <Alert color="green" variant="light" title={`Rescue session #${opened.id} started`}>
              A technician reviews it within business hours and answers by email. Keep the car’s battery on a charger
              and do not retry the flash.
            </Alert>
          ) : null}
        </div>
        <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Start rescue session
        </Button>
      </Stack>
    </form>
  )
}
