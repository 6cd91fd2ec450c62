import { paths } from '@shop/domain/paths'
import { expect, test } from '../../fixtures/test'
import { NEW_PASSWORD, uniqueEmail } from '../../fixtures/unique'

test('a new customer signs up, logs out and in, edits the profile and keeps an address book', async ({
  page,
  account,
  site,
  outbox,
}) => {
  const email = uniqueEmail('journey')
  const firstName = 'Jamie Journey'
  const newName = 'Jamie Tuned'

  await test.step('a common password is refused, with the reason under the password field', async () => {
    await account.signUp({ name: firstName, email, password: 'password1234' })
    await expect(account.passwordField()).toHaveAccessibleDescription(/one of the most common passwords/)
  })

  await test.step('sign up, follow the link in the mail and land on the profile', async () => {
    await account.signUp({ name: firstName, email, password: NEW_PASSWORD })
    await expect(account.checkYourMail()).toBeVisible()
    await page.goto(await outbox.confirmationLink(email))
    await expect(page).toHaveURL(paths.profile())
    await expect(account.profileHeading()).toBeVisible()
    await expect(page.getByText(email, { exact: true })).toBeVisible()
    await expect(account.accountMenuButton(firstName)).toBeVisible()
  })

  await test.step('log out from the header menu', async () => {
    await account.logOutFromHeader(firstName)
    await expect(page).toHaveURL('/')
    await expect(site.header().getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await expect(account.accountMenuButton(firstName)).toHaveCount(0)
    expect((await page.request.get('/api/user/me')).status()).toBe(401)
  })

  await test.step('log in again and open the profile from the header menu', async () => {
    await page.goto(paths.login())
    await account.logInWithForm(email, NEW_PASSWORD)
    await expect(page).not.toHaveURL(/\/login/)
    await account.accountMenuButton(firstName).click()
    await site.header().getByRole('link', { name: 'Profile and addresses' }).click()
    await expect(page).toHaveURL(paths.profile())
    await expect(account.profileHeading()).toBeVisible()
  })

  await test.step('change the name and the display currency', async () => {
    await expect(account.nameField()).toHaveValue(firstName)
    await account.saveProfile({ name: newName, currency: 'EUR' })
    await expect(account.profileSaved()).toBeVisible()
  })

  await test.step('add an address', async () => {
    await expect(account.addressBook()).toBeVisible()
    await account.startNewAddress()
    await account.fillAddress({
      fullName: newName,
      country: 'Germany',
      line1: '12 Hauptstrasse',
      city: 'Berlin',
      postalCode: '10115',
      phone: '+49 30 123456',
    })
    await account.saveAddress()
    await expect(account.addressItem('12 Hauptstrasse')).toContainText(`${newName}, 12 Hauptstrasse, Berlin, DE`)
  })

  await test.step('edit the address', async () => {
    await account.editButton('12 Hauptstrasse').click()
    await expect(account.addressField('line1')).toHaveValue('12 Hauptstrasse')
    await account.fillAddress({ line1: '14 Hafenstrasse', city: 'Hamburg', postalCode: '20457' })
    await account.saveAddress()
    await expect(account.addressItem('14 Hafenstrasse')).toContainText(`${newName}, 14 Hafenstrasse, Hamburg, DE`)
    await expect(account.addressItem('12 Hauptstrasse')).toHaveCount(0)
  })

  await test.step('after a reload the profile and the address are still there', async () => {
    await page.reload()
    await expect(account.profileHeading()).toBeVisible()
    await expect(account.nameField()).toHaveValue(newName)
    await expect(account.currencyField()).toHaveValue(/EUR/)
    await expect(account.addressItem('14 Hafenstrasse')).toContainText(`${newName}, 14 Hafenstrasse, Hamburg, DE`)
  })

  await test.step('delete the address after confirming', async () => {
    await account.deleteAddress('14 Hafenstrasse')
    await expect(account.addressItem('14 Hafenstrasse')).toHaveCount(0)
    await page.reload()
    await expect(account.addressBook()).toBeVisible()
    await expect(account.addressItem('14 Hafenstrasse')).toHaveCount(0)
    await expect(account.nameField()).toHaveValue(newName)
  })
})
