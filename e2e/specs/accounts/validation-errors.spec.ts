import { expect, test } from '../../fixtures/test'

test('the address form lists the server’s field errors, sorted, under one heading', async ({
  page,
  account,
  newAccount,
}) => {
  const { name } = await newAccount()
  await account.gotoProfile()
  await account.startNewAddress()
  await account.fillAddress({
    fullName: name,
    country: 'United States',
    line1: '500 Market Street',
    city: 'San Francisco',
    email: 'not-an-email',
    phone: 'call me',
  })
  await account.saveAddress()

  const alert = account.fieldErrorsAlert()
  await expect(alert).toBeVisible()
  await expect(alert.getByText('Some fields were not correct:', { exact: true })).toBeVisible()
  const messages = (await alert.getByRole('listitem').allTextContents()).map((text) => text.trim())
  expect(messages.length).toBeGreaterThanOrEqual(2)
  expect(messages).toEqual([...messages].sort())
  expect(messages).toEqual(
    expect.arrayContaining([
      'Email must be a valid email address',
      'Phone may contain only digits, spaces and + ( ) . / -',
    ]),
  )
  await expect(page.getByRole('listitem').filter({ hasText: '500 Market Street' })).toHaveCount(0)
})
