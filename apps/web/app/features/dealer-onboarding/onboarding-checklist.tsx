import { Anchor, Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { Schema } from '../../lib/api-client'

type Progress = Schema<'DealerOnboardingProgress'>

/**
 * A new dealer's checklist (issue 25 item 6): billing, first member, tools, branding, first credit purchase, each
 * linking where it is done; shown on the dashboard until every step is (then nothing).
 */
export function OnboardingChecklist({ progress }: { progress: Progress }) {
  if (progress.complete) return null
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="onboarding-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="onboarding-title">
            Get your dealer account ready
          </Title>
          <Text size="sm" c="dimmed" data-testid="onboarding-count">
            {progress.done} of {progress.total} done
          </Text>
        </Group>
        <Progress
          value={(progress.done / progress.total) * 100}
          aria-label={`${progress.done} of ${progress.total} steps done`}
          size="sm"
        />
        <List spacing="xs" listStyleType="none" p={0} m={0}>
          {progress.steps.map((step) => (
            <List.Item
              key={step.key}
              data-done={step.done || undefined}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  color={step.done ? 'teal' : 'gray'}
                  variant={step.done ? 'filled' : 'light'}
                  aria-hidden
                >
                  <Text size="xs" fw={700} c={step.done ? 'white' : 'dimmed'}>
                    {step.done ? '✓' : '·'}
                  </Text>
                </ThemeIcon>
              }
            >
              {step.done ? (
                <Text size="sm" c="dimmed">
                  <span className="visually-hidden">Done: </span>
                  {step.label}
                </Text>
              ) : (
                <Anchor component={Link} to={step.href} size="sm">
                  {step.label}
                </Anchor>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  )
}
