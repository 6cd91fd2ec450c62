import { describe, expect, it } from 'vitest'
import { isDealerInvitationPath, paths, queryString } from './paths'

describe('paths: the address of every page (docs/decisions/0077)', () => {
  it.each([
    [paths.home(), '/'],
    [paths.unitConverter(), '/tools/unit-converter'],
    [paths.betaPrograms(), '/beta/'],
    [paths.betaProgram(7), '/beta/7/'],
    [paths.adminBetaPrograms(), '/admin/beta'],
    [paths.adminBetaProgramNew(), '/admin/beta/new'],
    [paths.adminBetaProgram(7), '/admin/beta/7'],
    [paths.home({ tag: 'SUMMERX', utm: 'mail' }), '/?tag=SUMMERX&utm=mail'],
    [paths.login(), '/login'],
    [paths.login('/admin/outbox'), '/login?redirect=%2Fadmin%2Foutbox'],
    [paths.signUp('/tuning/claim/7/abc'), '/sign-up?redirect=%2Ftuning%2Fclaim%2F7%2Fabc'],
    [paths.orders(), '/profile/orders/'],
    [paths.orders(1), '/profile/orders/'],
    [paths.orders(2), '/profile/orders/?page=2'],
    [paths.order(12), '/profile/orders/12'],
    [paths.invoice(12, 'tok'), '/profile/orders/12/tok/invoice'],
    [paths.credits(), '/profile/credits'],
    [paths.credits(1), '/profile/credits?page=1'],
    [paths.adminOutbox(3), '/admin/outbox?page=3'],
    [paths.adminJobs(), '/admin/jobs'],
    [paths.adminTransactions(), '/admin/transactions'],
    [
      paths.adminTransactions({ unit: 'credit-ecu', from: '2026-11-01', page: 2 }),
      '/admin/transactions?unit=credit-ecu&from=2026-11-01&page=2',
    ],
    [paths.adminTransaction('0f6c'), '/admin/transactions/0f6c'],
    [paths.adminTransactionsExport(), '/admin/transactions-export'],
    [
      paths.adminTransactionsExport({ kind: 'value-transfer', to: '' }),
      '/admin/transactions-export?kind=value-transfer',
    ],
    [paths.adminValueTransfers(), '/admin/instatune-value-transfers'],
    [paths.adminValueTransfers(1), '/admin/instatune-value-transfers'],
    [paths.adminValueTransfers(3), '/admin/instatune-value-transfers?page=3'],
    [paths.adminNewValueTransfer(), '/admin/instatune-value-transfers/new'],
    [paths.adminValueTransfer('0f6c'), '/admin/instatune-value-transfers/0f6c'],
    [paths.adminProducts(), '/admin/products'],
    [paths.adminProducts({ name: 'cable', page: 2 }), '/admin/products?name=cable&page=2'],
    [paths.adminProductNew(), '/admin/products/new'],
    [paths.adminProduct(7), '/admin/products/7'],
    [paths.adminProductEdit(7), '/admin/products/7/edit'],
    [paths.adminSales({ status: 'running' }), '/admin/sales?status=running'],
    [paths.adminSaleNew(), '/admin/sales/new'],
    [paths.adminSaleEdit(3), '/admin/sales/3/edit'],
    [paths.adminDiscountCodes({ page: 2 }), '/admin/discount-codes?page=2'],
    [paths.adminDiscountCodeNew(), '/admin/discount-codes/new'],
    [paths.adminDiscountCodeEdit(4), '/admin/discount-codes/4/edit'],
    [paths.adminStock(), '/admin/stock'],
    [paths.adminStock({ low: 'true', location: 'toronto' }), '/admin/stock?low=true&location=toronto'],
    [paths.adminStockProduct('fz3-flash-tool'), '/admin/stock/product/fz3-flash-tool'],
    [paths.adminStockProduct('fz3-flash-tool', { page: 2 }), '/admin/stock/product/fz3-flash-tool?page=2'],
    [paths.adminStockLocation('costa-mesa'), '/admin/stock/location/costa-mesa'],
    [paths.adminMetrics(), '/admin/metrics'],
    [
      paths.adminMetrics({ from: '2026-09-01', to: '2026-11-26', bucket: 'week' }),
      '/admin/metrics?from=2026-09-01&to=2026-11-26&bucket=week',
    ],
    [paths.adminTuneMetrics(), '/admin/metrics/tunes'],
    [paths.adminVehicleMetrics({ from: '2026-11-01' }), '/admin/metrics/vehicles?from=2026-11-01'],
    [paths.adminWebTraffic(), '/admin/web-traffic'],
    [paths.adminColors(), '/admin/colors'],
    [paths.adminUsers({ q: 'casey', role: 'user' }), '/admin/users?q=casey&role=user'],
    [paths.adminUser('00000000-0000-4000-8000-000000000001'), '/admin/users/00000000-0000-4000-8000-000000000001'],
    [paths.adminUser('a/../b'), '/admin/users/a%2F..%2Fb'],
    [
      paths.adminAuditLog({ subject_type: 'user', subject_id: 'u-1' }),
      '/admin/audit-log?subject_type=user&subject_id=u-1',
    ],
    [
      paths.adminJobs({ name: 'mail-send', state: 'failed', page: 2 }),
      '/admin/jobs?name=mail-send&state=failed&page=2',
    ],
    [paths.vehicle({ make: 'audi', year: '2019', model: 's4' }), '/catalog/audi/2019/s4'],
    [paths.guide({ make: 'audi' }), '/guide/audi'],
    [paths.guide(), '/guide'],
    [paths.category('stage-1-tuning', { make: 'audi', page: 2 }), '/catalog/stage-1-tuning?make=audi&page=2'],
    [paths.dyno(), '/dyno/'],
    [paths.products(), '/products/'],
    [paths.products(new URLSearchParams({ category: 'tools' })), '/products/?category=tools'],
    [paths.product('fz3-flash-tool'), '/products/fz3-flash-tool/'],
    [paths.checkoutComplete(5, 'tok'), '/checkout/complete/5/tok'],
    [paths.claimTunes(5, 'tok'), '/tuning/claim/5/tok'],
    [
      paths.purchaseCatalog({ vehicle: '/catalog/audi', tune: 3 }),
      '/purchase/catalog?vehicle=%2Fcatalog%2Faudi&tune=3',
    ],
    [paths.catalogPurchase(4), '/purchase/catalog/4'],
    [paths.tuneRequest(9), '/tuning/request/9/status'],
    [paths.tuneRequestDownload(9), '/tuning/request/9/download'],
    [paths.tuneRequests(new URLSearchParams({ status: 'new' })), '/tuning/requests?status=new'],
    [paths.tuningLog('ab-12'), '/tuning/logs/ab-12'],
    [paths.tuningInfo('immo'), '/tuning/immo'],
    [paths.rescue(), '/fz/rescue'],
    [paths.tag('tune', 'SPRING24'), '/tune/SPRING24'],
    [paths.shortLink('kess'), '/kess'],
  ])('%s is %s', (built, expected) => {
    expect(built).toBe(expected)
  })

  it('percent-encodes a segment, so a value never adds a segment', () => {
    expect(paths.order('1/../admin')).toBe('/profile/orders/1%2F..%2Fadmin')
    expect(paths.claimTunes(1, 'a b/c')).toBe('/tuning/claim/1/a%20b%2Fc')
    expect(paths.product('ä')).toBe('/products/%C3%A4/')
  })

  it('leaves unset query parameters out, and writes no "?" for an empty query', () => {
    expect(queryString({ a: undefined, b: null, c: '' })).toBe('')
    expect(queryString(new URLSearchParams())).toBe('')
    expect(paths.catalog({ q: '2019 s4', make: undefined })).toBe('/catalog?q=2019+s4')
  })
})

describe('isDealerInvitationPath', () => {
  it('knows an invitation’s page from any other', () => {
    expect(isDealerInvitationPath(paths.dealerAcceptInvite('redline-performance', 'a1b2'))).toBe(true)
    expect(isDealerInvitationPath(`${paths.dealerAcceptInvite('x', 'y')}?from=mail`)).toBe(true)
    expect(isDealerInvitationPath(paths.dealer('redline-performance', 'members'))).toBe(false)
    expect(isDealerInvitationPath('https://evil.example/dealer/x/accept-invite/y')).toBe(false)
    expect(isDealerInvitationPath(null)).toBe(false)
  })
})
