import { Checkbox, Radio, Stack, Text } from '@mantine/core'
import type { CatalogLine } from '@shop/domain/catalog-purchase'
import { formatMoney, type Money } from '@shop/domain/money'

type ToolLine = Extract<CatalogLine, { type: 'tool' }>

type RentalTerms = { rent_price: Money; rental_days: number; terms: string[] } | null

/**
 * The flash tool the tunes need (the solver's cheapest combination): buy it, rent it (SPEC §9: only when one
 * tool covers every tune) or say it is already owned. Each choice changes the page's query, so the server
 * prices it again.
 */
export function ToolChoice(props: {
  tools: readonly ToolLine[]
  installFee: Money
  rentable: boolean
  rent: boolean
  owned: ReadonlySet<number>
  rental: RentalTerms
  onRentChange: (rent: boolean) => void
  onOwnedChange: (toolId: number, owned: boolean) => void
}) {
  const { tools, rentable, rent, owned, rental } = props
  if (tools.length === 0) return null
  return (
    <Stack gap="sm" component="section" aria-labelledby="tool-choice-title">
      <Text id="tool-choice-title" fw={700}>
        Flash tool needed
      </Text>
      {tools.map((tool) => (
        <Checkbox
          key={tool.tool_id}
          label={`I already own the ${tool.name}`}
          checked={owned.has(tool.tool_id)}
          onChange={(event) => props.onOwnedChange(tool.tool_id, event.currentTarget.checked)}
        />
      ))}
      {rentable || rent ? (
        <Radio.Group
          label="Buy or rent the tool"
          value={rent ? 'rent' : 'buy'}
          onChange={(value) => props.onRentChange(value === 'rent')}
        >
          <Stack gap={6} mt={6}>
            <Radio value="buy" label="Buy it and keep it" />
            <Radio
              value="rent"
              label={rental ? `Rent it for ${rental.rental_days} days (${formatMoney(rental.rent_price)})` : 'Rent it'}
            />
          </Stack>
        </Radio.Group>
      ) : tools.length > 1 ? (
        <Text size="sm" c="dimmed">
          These tunes need more than one tool, so the tools cannot be rented.
        </Text>
      ) : null}
      {rent && rental ? (
        <Stack gap={2} component="ul" pl="md" m={0}>
          {rental.terms.map((term) => (
            <Text component="li" size="sm" key={term}>
              {term}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Text size="sm" c="dimmed">
        Install fee (the highest of the tools):{' '}
        {props.installFee.amount_minor === 0 ? 'none' : formatMoney(props.installFee)}
      </Text>
    </Stack>
  )
}
