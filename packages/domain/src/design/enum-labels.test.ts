import { describe, expect, it } from 'vitest'
import * as accounts from '../accounts'
import * as adminMetrics from '../admin-metrics'
import * as adminOrders from '../admin-orders'
import * as adminProducts from '../admin-products'
import * as adminStock from '../admin-stock'
import * as adminUsers from '../admin-users'
import * as audit from '../audit'
import * as betaPrograms from '../beta-programs'
import * as blog from '../blog'
import * as cart from '../cart'
import * as catalog from '../catalog'
import * as catalogPurchase from '../catalog-purchase'
import * as checkout from '../checkout'
import * as consent from '../consent'
import * as countries from '../countries'
import * as errors from '../errors'
import * as ledger from '../ledger'
import * as money from '../money'
import * as newsletter from '../newsletter'
import * as paging from '../paging'
import * as payments from '../payments'
import * as regions from '../regions'
import * as rescue from '../rescue'
import * as site from '../site'
import * as store from '../store'
import * as supportHours from '../support-hours'
import * as switchStates from '../switch-states'
import * as text from '../text'
import * as tracking from '../tracking'
import * as tuning from '../tuning'
import * as design from '.'

const MODULES: Record<string, Record<string, unknown>> = {
  accounts,
  'admin-metrics': adminMetrics,
  'admin-orders': adminOrders,
  'admin-products': adminProducts,
  'admin-stock': adminStock,
  'admin-users': adminUsers,
  audit,
  'beta-programs': betaPrograms,
  blog,
  cart,
  catalog,
  'catalog-purchase': catalogPurchase,
  checkout,
  consent,
  countries,
  errors,
  ledger,
  money,
  newsletter,
  paging,
  payments,
  regions,
  rescue,
  site,
  store,
  'support-hours': supportHours,
  'switch-states': switchStates,
  text,
  tracking,
  tuning,
  design,
}

/** Each enum list a user can see, and the export holding its human labels (beside it in the same module). */
const LABELLED: Record<string, string> = {
  'beta-programs.BETA_PROGRAM_STATUSES': 'BETA_PROGRAM_STATUS_LABELS',
  'beta-programs.BETA_APPLICATION_STATUSES': 'BETA_APPLICATION_STATUS_LABELS',
  'accounts.ACCOUNT_ROLES': 'ROLE_LABELS',
  'newsletter.SUBSCRIBER_STATUSES': 'SUBSCRIBER_STATUS_LABELS',
  'newsletter.ISSUE_STATUSES': 'ISSUE_STATUS_LABELS',
  'accounts.ROLES': 'ROLE_NAMES',
  'accounts.USER_FLAGS': 'USER_FLAG_LABELS',
  'accounts.ORGANIZATION_KINDS': 'ORGANIZATION_KIND_LABELS',
  'accounts.MEMBERSHIP_ROLES': 'MEMBERSHIP_ROLE_LABELS',
  'admin-metrics.METRICS_BUCKETS': 'METRICS_BUCKET_LABELS',
  'admin-metrics.REVENUE_KINDS': 'REVENUE_KIND_LABELS',
  'admin-metrics.DEVICE_KINDS': 'DEVICE_KIND_LABELS',
  'admin-metrics.VISITOR_KINDS': 'VISITOR_KIND_LABELS',
  'admin-orders.ADMIN_ORDER_KINDS': 'ADMIN_ORDER_KIND_LABELS',
  'admin-orders.ADMIN_PAYMENT_STATES': 'ADMIN_PAYMENT_STATE_LABELS',
  'admin-orders.ADMIN_FULFILMENT_STATES': 'ADMIN_FULFILMENT_STATE_LABELS',
  'admin-orders.ADMIN_REFUND_STATUSES': 'ADMIN_REFUND_STATUS_LABELS',
  'admin-orders.ADMIN_REFUND_SCOPES': 'ADMIN_REFUND_SCOPE_LABELS',
  'admin-products.PRODUCT_VISIBILITIES': 'PRODUCT_VISIBILITY_LABELS',
  'admin-products.PRODUCT_AUDIT_ACTIONS': 'PRODUCT_AUDIT_ACTION_LABELS',
  'admin-stock.STOCK_MOVEMENT_REASONS': 'STOCK_MOVEMENT_REASON_LABELS',
  'admin-stock.STOCK_ADJUSTMENT_REASONS': 'STOCK_MOVEMENT_REASON_LABELS',
  'admin-users.ADMIN_USER_STATUSES': 'ADMIN_USER_STATUS_LABELS',
  'audit.AUDIT_ACTIONS': 'AUDIT_ACTION_LABELS',
  'catalog.COMPAT_TYPES': 'COMPAT_TYPE_LABELS',
  'catalog.POWER_DISPLAY_TYPES': 'POWER_DISPLAY_TYPE_LABELS',
  'catalog.FUELS': 'FUEL_LABELS',
  'catalog.TUNE_KINDS': 'TUNE_KIND_LABELS',
  'catalog-purchase.TOOL_MODES': 'TOOL_MODE_LABELS',
  'catalog-purchase.CATALOG_PURCHASE_STATUSES': 'CATALOG_PURCHASE_STATUS_LABELS',
  'catalog-purchase.TRADE_IN_CONDITIONS': 'TRADE_IN_CONDITION_LABELS',
  'catalog-purchase.TRADE_IN_STATUSES': 'TRADE_IN_STATUS_LABELS',
  'checkout.SHIPPING_TIERS': 'SHIPPING_TIER_LABELS',
  'checkout.ORDER_STATUSES': 'ORDER_STATUS_LABELS',
  'ledger.TUNE_CREDIT_KINDS': 'TUNE_CREDIT_LABELS',
  'ledger.LEDGER_OBJECT_TYPES': 'LEDGER_OBJECT_TYPE_LABELS',
  'ledger.VALUE_TRANSFER_PARTY_KINDS': 'VALUE_TRANSFER_PARTY_KIND_LABELS',
  'ledger.VALUE_TRANSFER_VALUES': 'VALUE_TRANSFER_VALUE_LABELS',
  'ledger.LEDGER_TRANSACTION_KINDS': 'LEDGER_TRANSACTION_KIND_LABELS',
  'rescue.RESCUE_SESSION_KINDS': 'RESCUE_SESSION_KIND_LABELS',
  'rescue.RESCUE_SESSION_STATUSES': 'RESCUE_SESSION_STATUS_LABELS',
  'rescue.RESCUE_SESSION_ACTIONS': 'RESCUE_SESSION_ACTION_LABELS',
  'store.SALE_TYPES': 'SALE_TYPE_LABELS',
  'store.PRODUCT_KINDS': 'PRODUCT_KIND_LABELS',
  'store.STOCK_STATES': 'STOCK_STATE_LABELS',
  'tuning.TUNE_REQUEST_STATUSES': 'TUNE_REQUEST_STATUS_LABELS',
  'tuning.TUNE_REQUEST_FUNDINGS': 'TUNE_REQUEST_FUNDING_LABELS',
  'tuning.TUNE_REQUEST_EVENTS': 'TUNE_REQUEST_EVENT_LABELS',
  'tuning.TUNE_REQUEST_FILE_ROLES': 'TUNE_REQUEST_FILE_ROLE_LABELS',
  'tuning.STORED_FILE_KINDS': 'STORED_FILE_KIND_LABELS',
  'payments.PAYMENT_PROVIDERS': 'PAYMENT_PROVIDER_LABELS',
  'blog.BLOG_POST_STATUSES': 'BLOG_POST_STATUS_LABELS',
}

/** String lists that never reach a page as words, with the reason. A new list must be put in one of the two. */
const NOT_SHOWN: Record<string, string> = {
  'checkout.PAID_ORDER_STATUSES': 'a subset of ORDER_STATUSES (a rule), shown through ORDER_STATUS_LABELS',
  'admin-orders.ADMIN_ORDER_SORTS': 'sort keys of the URL; the table shows them as sortable column headers',
  'admin-products.ADMIN_PRODUCT_SORTS': 'sort keys of the URL; the table shows them as sortable column headers',
  'admin-stock.ADMIN_STOCK_SORTS': 'sort keys of the URL; the table shows them as sortable column headers',
  'admin-users.ADMIN_USER_SORTS': 'sort keys of the URL; the table shows them as sortable column headers',
  'admin-users.USER_MANAGEMENT_OPERATIONS': 'what an admin may do to an account; the page shows them as its controls',
  'audit.AUDIT_EVENT_SORTS': 'sort keys of the URL; the audit log shows them as the When column’s sort',
  'catalog.POWER_UNITS': 'units print as themselves (hp, kW, PS)',
  'catalog.TORQUE_UNITS': 'units print as themselves (lb-ft, Nm)',
  'catalog.CATEGORY_SLUGS': 'URL segments; the pages carry their own titles',
  'catalog.DYNO_SOURCES': 'stored with a dyno csv, not displayed',
  'catalog.COMPAT_KINDS':
    "flash tool kinds in the compatibility lists' API paths (/v1/ecu/fzl-compat); no page shows them",
  'catalog-purchase.TRADE_IN_PHOTO_TYPES': 'MIME types for the file input',
  'ledger.LEDGER_OWNER_KINDS': 'ledger internals',
  'ledger.TRANSACTION_CSV_COLUMNS': "the export's header row, for spreadsheets and accounting imports (decision 0089)",
  'site.TRACKING_EVENT_PREFIXES': 'analytics event names',
  'site.ALERT_TYPES': 'chooses the alert colour and ARIA role, not a word',
  'site.DEFAULT_SUPPORT_HOLIDAYS': 'dates of the site configuration; the clocks skip them',
  'tracking.TAG_ROUTE_PREFIXES': 'URL segments',
  'switch-states.SWITCH_KEYS': 'admin switch keys',
  'store.SALE_AMOUNT_TYPES': 'formatted by saleAmountLabel as "15% off" / "$20 off"',
  'design.STATUS_TONES': 'tones are colours, not words',
  'blog.BLOG_TAGS': 'SPEC §3’s blog tags are words and print as themselves, as `?tag=` reads them',
  'tuning.TUNE_EXTENSIONS': 'file extensions print as themselves',
  'tuning.ZIP_FLASH_ENTRY_EXTENSIONS': 'file extensions print as themselves',
  'accounts.ACTIONS': 'permission names; pages say what a button does instead',
  'accounts.TABLE_ROLES': 'columns of the permission table in PERMISSIONS.md',
  'accounts.TABLE_OBJECTS': 'rows of the permission table in PERMISSIONS.md',
  'catalog-purchase.RENTAL_TERMS': 'already sentences',
  'errors.ERROR_CODES': 'SPEC §8 codes; pages show the catalogue message',
  'errors.PAYMENT_ERROR_KINDS': 'pages show the catalogue message of the kind',
  'payments.PAYMENT_ERROR_KINDS': 'pages show the catalogue message of the kind',
  'countries.COUNTRY_CODES': 'shown through listCountries, which names each country',
  'tuning.SETTLED_STATUSES': 'a subset of TUNE_REQUEST_STATUSES, labelled there',
  'tuning.OUT_OF_WORK_STATUSES': 'a subset of TUNE_REQUEST_STATUSES, labelled there',
}

const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')

const stringLists = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /^[A-Z][A-Z0-9_]*S$/.test(name) && isStringList(value))
    .map(([name, value]) => ({ key: `${module}.${name}`, module, values: value as readonly string[] })),
)

describe('every enum a user can see has a human label (docs/design.md "Labels")', () => {
  it('finds the enum lists to check', () => {
    expect(stringLists.length).toBeGreaterThan(20)
  })

  it.each(stringLists.map((list) => [list.key, list] as const))('%s is labelled or declared not shown', (key, list) => {
    const labelsName = LABELLED[key]
    expect(
      labelsName !== undefined || key in NOT_SHOWN,
      `${key}: add its labels to LABELLED or a reason to NOT_SHOWN`,
    ).toBe(true)
    if (labelsName === undefined) return
    const labels = MODULES[list.module]![labelsName] as Record<string, unknown> | undefined
    expect(labels, `${list.module} exports ${labelsName}`).toBeTypeOf('object')
    for (const value of list.values) {
      const label = labels![value]
      expect(label, `${key} "${value}"`).toBeTypeOf('string')
      expect((label as string).trim(), `${key} "${value}"`).not.toBe('')
      expect(label, `${key} "${value}" is labelled with the raw value`).not.toBe(value)
    }
  })

  it('every labelled list named here still exists (a rename cannot silently skip the check)', () => {
    const found = new Set(stringLists.map((list) => list.key))
    for (const key of [...Object.keys(LABELLED), ...Object.keys(NOT_SHOWN)]) expect(found.has(key), key).toBe(true)
  })
})
