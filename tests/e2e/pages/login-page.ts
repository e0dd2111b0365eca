import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'sightline-demo';

/** The sign-in page, reached directly or by a guard's redirect. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(origin = ''): Promise<void> {
    await this.page.goto(`${origin}/login`);
    await expect(this.form()).toBeVisible();
  }

  form() {
    return this.page.getByRole('form', { name: 'Sign in' });
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Waits until the sign-in has left this page: for the user's most recent page, or home when there is none. */
  async signedIn(): Promise<void> {
    await expect(this.page).not.toHaveURL(/\/login/);
  }

  error() {
    return this.page.getByRole('alert');
  }
}
