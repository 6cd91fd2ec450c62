import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A figure with its name, as a card in a row of them (revenue per currency, views, bot share). */
export function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="var(--ts-text-xl)" fw={700}>
        {value}
      </Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  )
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>{children}</SimpleGrid>
}

/** A chart with its title and its figures as a table (decision 0095). */
export function ChartSection({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="var(--ts-text-lg)">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  )
}

/** The names of a donut's colours (a donut has no axis to name them). */
export function ColorLegend({ items }: { items: readonly { name: string; color: string }[] }) {
  return (
    <Group gap="md" justify="center" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Group key={item.name} gap={6} component="li" wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${item.color.replace('.', '-')})`} size={12} withShadow={false} />
          <Text size="sm">{item.name}</Text>
        </Group>
      ))}
    </Group>
  )
}
