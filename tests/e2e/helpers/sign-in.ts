import { expect, type Page } from '@playwright/test';

export const account = (name: string) => `${name}@console.example`;

interface OutboxEntry {
  email: string;
  code: string;
  createdAt: string;
}

/** The newest code sent to the address, from the development outbox (the server runs in dev mode for e2e). */
export async function latestCode(page: Page, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/crm/dev/outbox?email=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data?: OutboxEntry[] };
      code = body.data?.[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Step REQUEST: asks for a code and waits for the code step. */
export async function requestCode(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('One-time code')).toBeVisible();
}

/** Opens `path` signed out, then signs in as `email` with the code from the outbox. */
export async function signIn(page: Page, email: string, path = '/crm/'): Promise<void> {
  await page.goto(path);
  await requestCode(page, email);
  await page.getByLabel('One-time code').fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
}
