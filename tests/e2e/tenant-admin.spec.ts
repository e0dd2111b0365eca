import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { TenantAdminPage } from './pages/tenant-admin';

const ADMIN = 'agency.admin@sightline.test';
const AGENCY = 'Compulse Media';

/** The spec's contact-form texts (000 §5), each expected once beside its field. */
const CONTACT_ERRORS = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be more than 3 characters',
  email: 'Invalid e-mail',
  phoneRequired: 'Phone is required.',
  phone: 'Invalid phone',
  numberNegative: 'Number must be greater than 0',
} as const;

test('an agency admin builds a sub-agency, a station and an advertiser under it, adds a contact, finds the advertiser by station and opens its dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now() % 100000}`;
  const subAgency = `E2E Sub ${stamp}`;
  const station = `E2E Station ${stamp}`;
  const callSign = `K${stamp.slice(-3)}E`;
  const advertiser = `E2E Client ${stamp}`;
  const admin = new TenantAdminPage(page);

  await test.step('the admin creates a sub-agency and a station under it', async () => {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(ADMIN);
    await new LoginPage(page).signedIn();
    await admin.openOwnAgency(AGENCY);
    await admin.createSubAgency(subAgency);
    await admin.createStation(station, callSign, subAgency);
  });

  await test.step('the admin creates an advertiser at that station', async () => {
    await page.goto('/linearadmin');
    await expect(page).toHaveURL(/\/linearadmin\/clients/);
    await page.getByRole('button', { name: 'New advertiser' }).click();
    const form = admin.drawer('New advertiser');
    await form.getByRole('combobox', { name: 'Sub-agency' }).selectOption({ label: subAgency });
    await form.getByRole('combobox', { name: 'Station' }).selectOption({ label: station });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(advertiser);
    await form.getByRole('textbox', { name: 'Category' }).fill('Automotive');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: advertiser })).toBeVisible();
  });

  await test.step('the admin adds a contact, meeting each form error once', async () => {
    const contacts = admin.section('Contacts');
    await contacts.getByRole('button', { name: 'Add contact' }).click();
    const form = admin.drawer('Add contact');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(CONTACT_ERRORS.nameRequired, { exact: true })).toHaveCount(1);
    await expect(form.getByText(CONTACT_ERRORS.phoneRequired, { exact: true })).toHaveCount(1);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('jo@');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('12345');
    await form.getByRole('spinbutton', { name: 'Number' }).fill('-1');
    await expect(form.getByText(CONTACT_ERRORS.nameShort, { exact: true })).toHaveCount(1);
    await expect(form.getByText(CONTACT_ERRORS.email, { exact: true })).toHaveCount(1);
    await expect(form.getByText(CONTACT_ERRORS.phone, { exact: true })).toHaveCount(1);
    await expect(form.getByText(CONTACT_ERRORS.numberNegative, { exact: true })).toHaveCount(1);
    await form.getByRole('combobox', { name: 'Contact type' }).selectOption({ label: 'Customer Decision Maker' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jordan Ellis');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('jordan.ellis@example.com');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('555 123 4567');
    await form.getByRole('combobox', { name: 'Phone kind' }).selectOption('Mobile');
    await form.getByRole('spinbutton', { name: 'Number' }).fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const saved = contacts.getByRole('listitem', { name: 'Jordan Ellis' });
    await expect(saved).toContainText('Customer Decision Maker');
    await expect(saved).toContainText('(555) 123-4567');
  });

  await test.step('the client search filtered by the station finds the advertiser, whose dashboard opens', async () => {
    await page.goto('/linearadmin/clients');
    await page.getByRole('button', { name: 'Stations' }).click();
    await page.getByRole('menuitemcheckbox', { name: station }).click();
    await page.keyboard.press('Escape');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: advertiser })).toHaveCount(1);
    await expect(rows).toHaveCount(2);
    await page.getByRole('link', { name: advertiser }).click();
    await page.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect(page).toHaveURL(/\/advertiser\?/);
    await expect(page.getByRole('heading', { level: 1, name: advertiser })).toBeVisible();
  });
});
