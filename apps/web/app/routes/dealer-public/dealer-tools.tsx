import { Anchor, Button, Container, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { RepresentativesForm } from '../../features/dealer-applications/representatives-form'
import { chosenCurrencyOf } from '../../lib/display-currency'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/dealer-tools'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer tools and prices') },
  {
    name: 'description',
    content:
      'The dealer programme: flash tools at dealer prices, tunes and credits on a balance with a credit limit, monthly statements and your own branding.',
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const currency = chosenCurrencyOf(request.headers.get('cookie')) ?? undefined
  return answer(serverApi(context).GET('/api/v1/dealer-tool-offers', { params: { query: { currency } } }))
}

const money = (amount: number, currency: string) => formatMoney({ amount_minor: amount, currency })

/** SPEC §2 /dealertools: what dealers get, the tools at dealer prices, and the way in. */
export default function DealerToolsPage({ loaderData }: Route.ComponentProps) {
  const { tools, currency, discount_percent } = loaderData
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Tools and prices for dealers</Title>
          <Text maw={720}>
            Our dealers are tuning shops and installers. They flash our tunes for their customers with their own tools,
            buy tunes and tune credits on one balance with a credit limit and pay once a month.
          </Text>
          <List spacing={4} maw={720}>
            <List.Item>{discount_percent}% or more off flash tools, and dealer prices on every tune.</List.Item>
            <List.Item>
              A balance with a credit limit, card payments and a monthly statement your accountant accepts.
            </List.Item>
            <List.Item>Tune credit codes in bulk to send to your customers, and your logo on their invoices.</List.Item>
            <List.Item>A place in our dealer locator, with your specializations.</List.Item>
          </List>
          <Group gap="sm">
            <Button component={Link} to={paths.newDealer()}>
              Apply to become a dealer
            </Button>
            <Anchor component={Link} to={paths.dealers()}>
              Find a dealer near you
            </Anchor>
          </Group>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="tools-title">
          <Title order={2} size="h3" id="tools-title" mb="sm">
            Dealer tools
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tool</Table.Th>
                  <Table.Th ta="right">Retail price</Table.Th>
                  <Table.Th ta="right">Dealer price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tools.map((tool) => (
                  <Table.Tr key={tool.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.product(tool.product_slug)}>
                        {tool.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">
                      {tool.retail_minor > 0 ? money(tool.retail_minor, currency) : 'On request'}
                    </Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {tool.retail_minor > 0 ? money(tool.dealer_minor, currency) : 'On request'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed" mt="sm">
            Prices in {currency}, before tax and shipping. Preferred and elite dealers get larger discounts.
          </Text>
        </Paper>
        <RepresentativesForm />
      </Stack>
    </Container>
  )
}
