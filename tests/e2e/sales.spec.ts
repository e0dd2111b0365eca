import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';

const REP = 'sales.rep@sightline.test';

test('a station rep finds an available prospect, logs a demo, reserves it, downloads a proposal, sells it and opens the new advertiser', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let prospect = '';

  await test.step('the rep filters the prospects to the available ones and opens the first', async () => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(REP);
    await login.signedIn();
    await page.goto('/linearadmin/prospects');
    await expect(page.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Availability' }).selectOption({ label: 'Available' });
    await expect(page).toHaveURL(/availability=AVAILABLE/);
    const rows = page.getByRole('table').getByRole('row');
    // Every row shown is labelled Available (the filter runs on the server; the header is row 0).
    await expect(rows.nth(1).getByText('Available', { exact: true })).toBeVisible();
    const count = await rows.count();
    for (let i = 1; i < count; i += 1) await expect(rows.nth(i).getByText('Available', { exact: true })).toBeVisible();
    const first = rows.nth(1).getByRole('link');
    prospect = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: prospect })).toBeVisible();
  });

  const actions = page.getByRole('group', { name: 'Prospect actions' });

  await test.step('the rep logs a call with the outcome Scheduled demo, shown by its label', async () => {
    await actions.getByRole('button', { name: 'Log a call' }).click();
    const form = page.getByRole('dialog', { name: 'Log a call' });
    // Chakra's radio is a styled label over a hidden input: the rep clicks the label.
    await form.getByText('Scheduled demo', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Scheduled demo' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Notes' }).fill('Demo with the owner on Tuesday at 10.');
    await form.getByRole('button', { name: 'Log call' }).click();
    await expect(form).toBeHidden();
    const history = page.getByRole('region', { name: 'Call history' });
    await expect(history.getByRole('row', { name: /Scheduled demo/ })).toBeVisible();
    await expect(history.getByText('ScheduledDemo')).toHaveCount(0);
  });

  await test.step('the rep reserves it for two weeks', async () => {
    await actions.getByRole('button', { name: 'Reserve', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Reserve' });
    await form.getByRole('spinbutton', { name: 'Days' }).fill('14');
    await form.getByRole('button', { name: 'Reserve' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(/^Reserved to you until \d{1,2}\/\d{2}\/\d{2}$/)).toBeVisible();
    await expect(page.getByText('Reserved to you', { exact: true })).toBeVisible();
  });

  await test.step('the rep prices a proposal and downloads it as a PDF', async () => {
    const proposal = page.getByRole('region', { name: 'Proposal' });
    await proposal.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Partner (Optimal)' });
    await proposal.getByRole('combobox', { name: 'Market' }).selectOption({ label: 'Regional' });
    await proposal.getByRole('combobox', { name: 'Contract' }).selectOption({ label: '1 month' });
    await expect(proposal.getByText('$900 per month')).toBeVisible();
    await expect(proposal.getByText(/^Price level:\s*High$/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      proposal.getByRole('button', { name: 'Download proposal PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Proposal - ${prospect}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(
      page.getByRole('region', { name: 'Call history' }).getByRole('row', { name: /Proposal sent/ }),
    ).toBeVisible();
  });

  await test.step('the rep marks it sold and lands on the new advertiser, contacts and all', async () => {
    await actions.getByRole('button', { name: 'Mark sold' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Mark ${prospect} sold?` });
    await dialog.getByRole('button', { name: 'Mark sold' }).click();
    await expect(page).toHaveURL(/\/linearadmin\/clients\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: prospect })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible();
  });
});
