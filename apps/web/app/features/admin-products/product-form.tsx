import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import {
  PRODUCT_VISIBILITIES,
  PRODUCT_VISIBILITY_LABELS,
  type AdminProduct,
  type AdminProductCreate,
} from '@shop/domain/admin-products'
import { decimalAmountOf, minorAmountOf } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { PRODUCT_CATEGORIES, PRODUCT_KIND_LABELS, PRODUCT_KINDS } from '@shop/domain/store'
import { useState } from 'react'
import { get, useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { FormSection } from '../../components/ui/form/form-section'

/** Amounts are typed as decimals ("129.00"); the API takes minor units. */
type PriceTexts = Record<string, string>
type SelectionValues = { name: string; prices: PriceTexts }
/** `optionId`: the option's id (carts name it); the form library keeps `id` for its own row keys. */
type OptionValues = { optionId?: number; name: string; selections: SelectionValues[] }
export type ProductFormValues = {
  name: string
  slug: string
  subtext: string
  description: string
  category: string
  kind: string
  visibility: string
  weight_grams: string
  prices: PriceTexts
  options: OptionValues[]
}

const decimal = (minor: number | undefined, currency: string) =>
  minor === undefined ? '' : decimalAmountOf(BigInt(minor), currency)

const pricesText = (prices: Record<string, number>, currencies: readonly string[]) =>
  Object.fromEntries(currencies.map((currency) => [currency, decimal(prices[currency], currency)]))

/** The form's values for a product, or for a new one. */
export function productFormValues(product: AdminProduct | null, currencies: readonly string[]): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    subtext: product?.subtext ?? '',
    description: product?.description ?? '',
    category: product?.category ?? PRODUCT_CATEGORIES[0].slug,
    kind: product?.kind ?? PRODUCT_KINDS[0],
    visibility: product?.visibility ?? 'visible',
    weight_grams: String(product?.weight_grams ?? 0),
    prices: pricesText(product?.prices ?? {}, currencies),
    options: (product?.options ?? []).map((option) => ({
      optionId: option.id,
      name: option.name,
      selections: option.selections.map((selection) => ({
        name: selection.name,
        prices: pricesText(selection.prices, currencies),
      })),
    })),
  }
}

const AMOUNT_HINT = 'Enter an amount such as 129.00'

/** "129.00" → 12900 minor units; '' → undefined; anything else is a field error. */
function minorOf(text: string, currency: string, problems: Map<string, string>, field: string): number | undefined {
  const typed = text.trim()
  if (typed === '') return undefined
  try {
    const minor = minorAmountOf(typed, currency)
    if (minor < 0n) throw new RangeError('negative')
    return Number(minor)
  } catch {
    problems.set(field, AMOUNT_HINT)
    return undefined
  }
}

function pricesOf(texts: PriceTexts, problems: Map<string, string>, prefix: string) {
  const prices: Record<string, number> = {}
  for (const [currency, text] of Object.entries(texts)) {
    const minor = minorOf(text, currency, problems, `${prefix}.${currency}`)
    if (minor !== undefined) prices[currency] = minor
  }
  return prices
}

/** The API's body of the form's values, and the amounts that could not be read (field → message). */
export function bodyOf(values: ProductFormValues): { body: AdminProductCreate; problems: Map<string, string> } {
  const problems = new Map<string, string>()
  const weight = values.weight_grams.trim()
  if (!/^\d{1,7}$/.test(weight)) problems.set('weight_grams', 'Enter the weight in whole grams, such as 250')
  return {
    body: {
      name: values.name,
      slug: values.slug,
      subtext: values.subtext,
      description: values.description,
      category: values.category as AdminProductCreate['category'],
      kind: values.kind as AdminProductCreate['kind'],
      visibility: values.visibility as AdminProductCreate['visibility'],
      weight_grams: Number(weight),
      prices: pricesOf(values.prices, problems, 'prices'),
      options: values.options.map((option, o) => ({
        ...(option.optionId === undefined ? {} : { id: option.optionId }),
        name: option.name,
        selections: option.selections.map((selection, s) => ({
          name: selection.name,
          prices: pricesOf(selection.prices, problems, `options.${o}.selections.${s}.prices`),
        })),
      })),
    },
    problems,
  }
}

/** "Dyno Day hoodie" → "dyno-day-hoodie": the slug a new product is offered until one is typed. */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)

type FieldsProps = {
  control: Control<ProductFormValues>
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
  currencies: readonly string[]
}

const errorAt = (errors: FieldErrors<ProductFormValues>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message

function PriceInputs({
  prefix,
  label,
  register,
  errors,
  currencies,
}: Omit<FieldsProps, 'control'> & { prefix: string; label: (currency: string) => string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(currencies.length, 4) }} spacing="sm">
      {currencies.map((currency) => (
        <TextInput
          key={currency}
          label={label(currency)}
          inputMode="decimal"
          autoComplete="off"
          error={errorAt(errors, `${prefix}.${currency}`)}
          {...register(`${prefix}.${currency}` as 'prices.USD')}
        />
      ))}
    </SimpleGrid>
  )
}

function OptionFields({ index, remove, ...props }: FieldsProps & { index: number; remove: () => void }) {
  const { control, register, errors, currencies } = props
  const selections = useFieldArray({ control, name: `options.${index}.selections` })
  const optionLabel = `Option ${index + 1}`
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" aria-label={optionLabel}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={`${optionLabel} name`}
            placeholder="Cable length"
            style={{ flex: 1 }}
            error={errorAt(errors, `options.${index}.name`) ?? errorAt(errors, `options.${index}.id`)}
            {...register(`options.${index}.name`)}
          />
          <Button variant="default" color="red" onClick={remove}>
            Remove option
          </Button>
        </Group>
        {errorAt(errors, `options.${index}.selections`) ? (
          <Text size="sm" c="red" role="alert">
            {errorAt(errors, `options.${index}.selections`)}
          </Text>
        ) : null}
        {selections.fields.map((field, s) => (
          <Stack key={field.id} gap={6} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                label={`Selection ${s + 1}`}
                placeholder="3 m"
                style={{ flex: 1 }}
                error={errorAt(errors, `options.${index}.selections.${s}.name`)}
                {...register(`options.${index}.selections.${s}.name`)}
              />
              <ActionIcon
                variant="default"
                size="lg"
                mb={errorAt(errors, `options.${index}.selections.${s}.name`) ? 22 : 0}
                aria-label={`Remove selection ${s + 1} of ${optionLabel.toLowerCase()}`}
                onClick={() => selections.remove(s)}
              >
                ×
              </ActionIcon>
            </Group>
            <PriceInputs
              {...props}
              prefix={`options.${index}.selections.${s}.prices`}
              label={(currency) => `Adds (${currency})`}
            />
          </Stack>
        ))}
        <Button
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            selections.append({ name: '', prices: Object.fromEntries(currencies.map((currency) => [currency, ''])) })
          }
        >
          Add a selection
        </Button>
      </Stack>
    </Paper>
  )
}

/**
 * The product form of the back office (decision 0093): the fields, a price per store currency, the options with
 * their selections. The API checks everything; its 422 (and the 409 of a taken slug) is shown on the fields.
 */
export function ProductForm({ product, currencies }: { product: AdminProduct | null; currencies: readonly string[] }) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<unknown>(null)
  const [slugTyped, setSlugTyped] = useState(product !== null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: productFormValues(product, currencies) })
  const options = useFieldArray({ control, name: 'options' })
  const fieldProps = { control, register, errors, currencies }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const { body, problems } = bodyOf(values)
    if (problems.size > 0) {
      for (const [field, message] of problems) setError(field as 'name', { message })
      return
    }
    try {
      const saved = product
        ? await answer(
            browserApi.PATCH('/api/admin/products/{id}', {
              params: { path: { id: product.id } },
              body,
              headers: { 'If-Unmodified-Since': new Date(product.updated_at).toUTCString() },
            }),
          )
        : await answer(browserApi.POST('/api/admin/products', { body }))
      await navigate(paths.adminProduct(saved.id))
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) {
        for (const [field, messages] of Object.entries(error.body.errors)) {
          setError(field as 'name', { message: messages.join(' ') })
        }
      }
      setFailure(error)
    }
  })

  const nameField = register('name')
  return (
    <form onSubmit={onSubmit} noValidate aria-label={product ? `Edit ${product.name}` : 'New product'}>
      <Stack gap="md">
        <FormSection title="Product">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              required
              error={errors.name?.message}
              {...nameField}
              onChange={(event) => {
                void nameField.onChange(event)
                if (!slugTyped) setValue('slug', slugOf(event.currentTarget.value))
              }}
            />
            <TextInput
              label="Slug"
              description="The last part of the product’s address in the store"
              required
              error={errors.slug?.message}
              {...register('slug', { onChange: () => setSlugTyped(true) })}
            />
            <TextInput label="Subtext" error={errors.subtext?.message} {...register('subtext')} />
            <TextInput
              label="Weight (grams)"
              inputMode="numeric"
              error={errors.weight_grams?.message}
              {...register('weight_grams')}
            />
            <NativeSelect
              label="Category"
              error={errors.category?.message}
              data={PRODUCT_CATEGORIES.map((category) => ({ value: category.slug, label: category.name }))}
              {...register('category')}
            />
            <NativeSelect
              label="Kind"
              error={errors.kind?.message}
              data={PRODUCT_KINDS.map((kind) => ({ value: kind, label: PRODUCT_KIND_LABELS[kind] }))}
              {...register('kind')}
            />
            <NativeSelect
              label="Visibility"
              error={errors.visibility?.message}
              data={PRODUCT_VISIBILITIES.map((value) => ({ value, label: PRODUCT_VISIBILITY_LABELS[value] }))}
              {...register('visibility')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection
          title="Description"
          description="Plain text: a blank line starts a new paragraph, lines starting with “- ” make a list."
        >
          <Textarea
            label="Description"
            autosize
            minRows={5}
            maxRows={16}
            error={errors.description?.message}
            {...register('description')}
          />
        </FormSection>
        <FormSection title="Prices" description="The unit price in every store currency.">
          <PriceInputs {...fieldProps} prefix="prices" label={(currency) => `Price (${currency})`} />
        </FormSection>
        <FormSection
          title="Options"
          description="The buyer picks one selection of each option; a selection may add to the unit price."
        >
          {options.fields.map((field, index) => (
            <OptionFields key={field.id} {...fieldProps} index={index} remove={() => options.remove(index)} />
          ))}
          <Button
            variant="default"
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              options.append({
                name: '',
                selections: [{ name: '', prices: Object.fromEntries(currencies.map((currency) => [currency, ''])) }],
              })
            }
          >
            Add an option
          </Button>
        </FormSection>
        <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {product ? 'Save changes' : 'Create product'}
          </Button>
          <Button
            component={Link}
            to={product ? paths.adminProduct(product.id) : paths.adminProducts()}
            variant="default"
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
