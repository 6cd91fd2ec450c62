import { Stack } from '@mantine/core'
import { PageHeader } from '../../components/ui/page-header'
import { CompanySettingsForm } from '../../features/dealer-settings/company-settings-form'
import { SpecializationsForm } from '../../features/dealer-settings/specializations-form'
import { ToolsForm } from '../../features/dealer-settings/tools-form'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/settings'
import { useDealer } from './dealer-layout'
import { dealerAnswer } from '../../features/dealer-statements/dealer-answer'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer settings') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context)
  const path = { path: { slug: params.slug } }
  const [settings, tools, specializations] = await Promise.all([
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/settings', { params: path })),
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/tools', { params: path })),
    dealerAnswer(request, api.GET('/api/v1/dealers/{slug}/specializations', { params: path })),
  ])
  return { settings, tools: tools.data, specializations: specializations.data }
}

/** `/dealer/{slug}/settings` (issue 25 item 2): company, addresses, billing, currency, tools, specializations. */
export default function DealerSettings({ loaderData }: Route.ComponentProps) {
  const dealer = useDealer()
  const { settings, tools, specializations } = loaderData
  const canEdit = dealer.may.manage
  const feeCurrency =
    tools.find((tool) => tool.install_fee)?.install_fee?.currency ??
    settings.preferred_display_currency ??
    settings.currencies[0] ??
    'USD'
  return (
    <Stack gap="lg">
      <PageHeader
        title="Settings"
        lead={
          canEdit
            ? 'Your company as the shop and your customers see it, where to bill you, and the tools you work with.'
            : 'The dealer’s settings, read only.'
        }
      />
      <CompanySettingsForm slug={dealer.slug} settings={settings} canEdit={canEdit} />
      <ToolsForm slug={dealer.slug} tools={tools} currency={feeCurrency} canEdit={canEdit} />
      <SpecializationsForm slug={dealer.slug} specializations={specializations} canEdit={canEdit} />
    </Stack>
  )
}
