import type { AccountRole, MembershipRole, OrganizationKind, UserFlag } from '@shop/domain/accounts'

export const DEMO_PASSWORD = 'demo-password'

type DemoAccount = {
  id: string
  email: string
  name: string
  role: AccountRole
  flags: UserFlag[]
  membership?: { organizationId: string; role: MembershipRole }
}

export const DEMO_ORGANIZATIONS: { id: string; kind: OrganizationKind; slug: string; name: string }[] = [
  {
    id: '00000000-0000-4000-8000-0000000000d1',
    kind: 'dealer',
    slug: 'redline-performance',
    name: 'Redline Performance',
  },
  // A second dealer: what another dealer's member must never see of the first (issue 25's authorization table).
  { id: '00000000-0000-4000-8000-0000000000d2', kind: 'dealer', slug: 'apex-motorsport', name: 'Apex Motorsport' },
  { id: '00000000-0000-4000-8000-0000000000e1', kind: 'tuner', slug: 'boost-lab-tuning', name: 'Boost Lab Tuning' },
  { id: '00000000-0000-4000-8000-0000000000f1', kind: 'affiliate', slug: 'track-day-media', name: 'Track Day Media' },
]

/** One demo account per role (README lists them); all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'customer@example.com',
    name: 'Casey Customer',
    role: 'user',
    flags: [],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'dealer@example.com',
    name: 'Dana Dealer',
    role: 'user',
    flags: ['da', 'tm', 'dsig'],
    membership: { organizationId: '00000000-0000-4000-8000-0000000000d1', role: 'owner' },
  },
  {
    id: '00000000-0000-4000-8000-000000000009',
    email: 'dealer-manager@example.com',
    name: 'Morgan Manager',
    role: 'user',
    flags: [],
    membership: { organizationId: '00000000-0000-4000-8000-0000000000d1', role: 'manager' },
  },
  {
    id: '00000000-0000-4000-8000-00000000000a',
    email: 'dealer-member@example.com',
    name: 'Mel Member',
    role: 'user',
    flags: [],
    membership: { organizationId: '00000000-0000-4000-8000-0000000000d1', role: 'member' },
  },
  {
    id: '00000000-0000-4000-8000-00000000000b',
    email: 'apex@example.com',
    name: 'Avery Apex',
    role: 'user',
    flags: ['tm'],
    membership: { organizationId: '00000000-0000-4000-8000-0000000000d2', role: 'owner' },
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'tuner@example.com',
    name: 'Toni Tuner',
    role: 'user',
    flags: ['t', 'tcro'],
    membership: { organizationId: '00000000-0000-4000-8000-0000000000e1', role: 'owner' },
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'affiliate@example.com',
    name: 'Ari Affiliate',
    role: 'user',
    flags: [],
    membership: { organizationId: '00000000-0000-4000-8000-0000000000f1', role: 'owner' },
  },
  {
    id: '00000000-0000-4000-8000-000000000005',
    email: 'developer@example.com',
    name: 'Devi Developer',
    role: 'user',
    flags: ['fzd', 'f'],
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    email: 'staff@example.com',
    name: 'Sam Staff',
    role: 'staff',
    flags: ['tcro'],
  },
  {
    id: '00000000-0000-4000-8000-000000000007',
    email: 'admin@example.com',
    name: 'Alex Admin',
    role: 'admin',
    flags: [],
  },
  {
    id: '00000000-0000-4000-8000-000000000008',
    email: 'superadmin@example.com',
    name: 'Sky Superadmin',
    role: 'superadmin',
    flags: [],
  },
]
