/**
 * Identity verification, end to end: a new member sends a picture of their ID from the member
 * home, an editor approves it in the console, and the member home then says verified.
 */
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs } from './session';
import { adultBirthday } from '../fixtures/members';

/** A member of this journey's own (the demo accounts stay as other journeys expect them), with the demo password signInAs uses. */
async function newMember(request: APIRequestContext) {
  const username = `kyc${Date.now().toString(36).slice(-6)}`;
  const password = 'demo1234';
  const res = await request.put('/api/members', { data: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), method: 'username', username, password, confirmPassword: password } });
  expect(res.status(), await res.text()).toBe(200);
  return username;
}

test('a member uploads an ID picture, an editor approves it in the console, and the member home shows verified', async ({ page, browser, context, request }) => {
  const account = await newMember(request);
  await signInAs(context, request, account);

  await page.goto('/m/member/home');
  const row = page.getByTestId('verify-row');
  await expect(row).toHaveAttribute('data-status', 'none');
  await row.click();
  await expect(page).toHaveURL(/\/m\/member\/verify$/);
  await expect(page.getByTestId('verify-screen')).toHaveAttribute('data-status', 'none');

  const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a6' } }).png().toBuffer();
  await page.getByTestId('verify-input').setInputFiles({ name: 'my-id.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByTestId('verify-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('verify-screen')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('verify-badge')).toHaveText('Pending review');
  await expect(page.getByTestId('verify-picture')).toBeVisible();

  // The operator, at a desk.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const console_ = await desk.newPage();
  await console_.goto('/admin');
  await console_.fill('input[name=username]', 'editor');
  await console_.fill('input[name=password]', 'editor1234');
  await console_.click('button[type=submit]');
  await expect(console_.getByTestId('operator')).toContainText('editor');
  await console_.getByRole('link', { name: 'Verifications' }).click();
  const entry = console_.locator(`[data-testid=verification][data-account="${account}"]`);
  await expect(entry.getByRole('img', { name: 'Uploaded by the member' })).toBeVisible();
  await entry.getByRole('button', { name: 'Approve' }).click();
  await expect(console_.getByRole('status')).toHaveText(`${account} is verified.`);
  await expect(entry).toHaveCount(0);
  await desk.close();

  await page.goto('/m/member/home');
  await expect(row).toHaveAttribute('data-status', 'verified');
  await expect(row.getByTestId('verify-badge')).toHaveText('Verified');
});
