import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The narrow card every account page (login, sign-up, password reset) sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  )
}

/** The line under a form that leads to the other account page ("New here? Create an account"). */
export function AuthSwitch({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Text size="sm" ta="center">
      {prompt}{' '}
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
    </Text>
  )
}
