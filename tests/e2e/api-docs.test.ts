import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../infra/lib/stacks/web-stack.ts';
import { baseUrl, PASSWORD, signUp } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API docs page', () => {
  it('lists the operations under the deployed CSP, and "Try it out" signs in through /api/v1', async () => {
    const { email } = await signUp();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The page runs under the Content-Security-Policy CloudFront adds in AWS (no inline scripts).
    // (The uploads bucket's host holds CDK tokens until deploy: filled in as CloudFormation would.)
    const csp = contentSecurityPolicy('uploads')
      .replace(/\$\{Token\[AWS\.Region\.\d+\]\}/g, 'eu-west-1')
      .replace(/\$\{Token\[AWS\.URLSuffix\.\d+\]\}/g, 'amazonaws.com');
    await page.route('**/api/docs**', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, headers: { ...res.headers(), 'content-security-policy': csp } });
    });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });

    await page.goto(`${baseUrl()}/api/docs`);
    const signIn = page.locator('#operations-auth-authSignIn');
    await page.locator('#operations-tag-auth').click();
    await signIn.locator('.opblock-summary').click();
    await signIn.getByRole('button', { name: 'Try it out' }).click();
    await signIn.locator('textarea.body-param__text').fill(JSON.stringify({ email, password: PASSWORD }));
    await signIn.getByRole('button', { name: 'Execute' }).click();
    const status = signIn.locator('.live-responses-table tr.response .response-col_status').first();
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe('200');
    expect(
      await signIn
        .locator('.live-responses-table tr.response .response-col_description')
        .first()
        .textContent(),
    ).toContain('authToken');
    await screenshot(page, 'api-docs');
    expect(violations).toEqual([]);
  });
});
