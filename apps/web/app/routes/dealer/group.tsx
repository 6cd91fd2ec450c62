import { SimpleGrid, Text } from '@mantine/core'
import { DEALER_TAB_LABELS } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/group'
import { useDealer } from './dealer-layout'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer portal') },
  { name: 'robots', content: 'noindex' },
]

/** `/dealer/{slug}` (SPEC §2 `group`, the default tab): the dealer's dashboard. */
export default function DealerGroup() {
  const dealer = useDealer()
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {dealer.tabs
        .filter((tab) => tab !== 'group')
        .map((tab) => (
          <Text key={tab} component={Link} to={paths.dealer(dealer.slug, tab)}>
            {DEALER_TAB_LABELS[tab]}
          </Text>
        ))}
    </SimpleGrid>
  )
}
