import { expect, test } from '@playwright/test';

test('a visitor opens the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Annapurna Organics/ }).first()).toBeVisible();
});
