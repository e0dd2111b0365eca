import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ManageUsersPage } from './pages/manage-users';
import { invitationPath } from './pages/outbox';

const ADMIN = 'agency.admin@sightline.test';
const AGENCY = 'Compulse Media';
/** Two advertisers of agency A; the group holds exactly these. */
const GRANTED = ['Harbor Dental Care', 'Riverside Auto Group'] as const;
const NEW_PASSWORD = 'violet-harbor-lantern';

test('an agency admin invites a user, grants an advertiser group, and deactivates them; the user sees exactly the group', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const invitee = {
    email: `e2e.invitee.${stamp}@example.test`,
    fullName: `Invited Person ${stamp}`,
    agency: AGENCY,
    role: 'Marketing Consultant',
  };
  const group = `E2E group ${stamp}`;
  const admin = new ManageUsersPage(page);

  await test.step('the admin invites the user', async () => {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(ADMIN);
    await new LoginPage(page).signedIn();
    await admin.openUsers();
    await admin.invite(invitee);
    await expect(admin.toast(`The invitation was sent to ${invitee.email}.`)).toBeVisible();
    const row = admin.row(invitee.email);
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });

  await test.step('the admin grants the user an advertiser group of two advertisers', async () => {
    await admin.createAdvertiserGroup(group, AGENCY, GRANTED);
    await admin.openUsers();
    await page.getByRole('searchbox').fill(invitee.email);
    await admin.openUser(invitee.fullName);
    await admin.grantAdvertiserGroup(group, AGENCY);
  });

  const userContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const userPage = await userContext.newPage();
  try {
    await test.step('the user sets a password from the e-mail and sees exactly the group’s advertisers', async () => {
      await userPage.goto(await invitationPath(invitee.email));
      await expect(userPage.getByRole('heading', { name: `Welcome, ${invitee.fullName}` })).toBeVisible();
      await userPage.getByLabel('New password').fill(NEW_PASSWORD);
      await userPage.getByLabel('Repeat the password').fill(NEW_PASSWORD);
      await userPage.getByRole('button', { name: 'Save password' }).click();
      await new AppShell(userPage).expectHome();
      // Agency staff land on the performance overview; the advertiser search is on /advertiser.
      await userPage.goto('/advertiser');
      const advertisers = userPage.getByRole('list', { name: 'Advertisers' }).getByRole('button');
      await expect(advertisers).toHaveText(GRANTED.map((name) => new RegExp(`^${name}`)));
    });

    await test.step('the admin deactivates the user, whose next action is refused', async () => {
      await admin.deactivate(invitee.fullName);
      await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
      // Opening an advertiser: its session is over, every data call is refused.
      await userPage.getByRole('list', { name: 'Advertisers' }).getByRole('button', { name: GRANTED[1] }).click();
      await expect(userPage.getByRole('heading', { level: 1, name: GRANTED[1] })).toBeVisible();
      await expect(userPage.getByText('Not authenticated').first()).toBeVisible();
      // The next page load lands on the sign-in page, and signing in again is refused.
      await userPage.reload();
      await expect(userPage).toHaveURL(/\/login/);
      await expect(new LoginPage(userPage).form()).toBeVisible();
      await new LoginPage(userPage).signIn(invitee.email, NEW_PASSWORD);
      await expect(new LoginPage(userPage).error()).toBeVisible();
      await expect(userPage).toHaveURL(/\/login/);
    });
  } finally {
    await userContext.close();
  }
});
