import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PASSWORD } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newSession, profileCsv, uploadCsv } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// If/else branches in the sequence editor (issue #9): a draft's Connect, then a Condition whose YES
// path sends a message and whose NO path views the profile; saved, and shown as a tree after a reload.
describe('a branching sequence in the sequence editor', () => {
  it('builds both paths of an "accepted" condition and sees the tree after reload', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const key = await uploadCsv(s, profileCsv([{ id: 'ada-tree', first: 'Ada' }]));
    const created = await s.call('POST', '/campaigns/linked-in/audience/csv', {
      key,
      touchSequence: {
        sequence: [{ type: 'LI Connect', delay_time_unit: 'day(s)', delay_number: 0, message: '' }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/campaign/${id}/sequence`);
    await page.getByTestId('step-0').waitFor();
    // A condition ends the main path: after it, each path has its own "Add step".
    await page.getByTestId('sequence-add-step').click();
    await page.getByTestId('sequence-add-condition').click();
    await page.getByTestId('step-1-paths').waitFor();
    expect(await page.getByTestId('sequence-add-step').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Condition' }).click();
    await page.getByTestId('condition-kind-accepted').click();
    await page.getByTestId('step-1-within-days').fill('5');
    await page.getByTestId('step-1-yes-add').click();
    await page.getByTestId('sequence-add-li-message').click();
    await page.getByTestId('step-2-message').fill('Thanks for connecting, {{first_name}}');
    await page.getByTestId('step-1-no-add').click();
    await page.getByTestId('sequence-add-li-view').click();
    await page.getByTestId('step-1-no').getByTestId('step-3').waitFor();
    await screenshot(page, 'campaign-branches-editor');
    await page.getByTestId('sequence-save').click();
    await page.waitForURL('**/campaign/details/overview/**');

    // Saved as the flat list the API takes: the condition's YES path is its one next step.
    const saved = (await s.call('GET', `/campaigns/${id}`)).body.touchSequence.sequence;
    expect(saved.map((st: { type: string }) => st.type)).toEqual([
      'LI Connect',
      'Condition',
      'LI Message',
      'LI View',
    ]);
    expect(saved[1]).toMatchObject({ condition: 'accepted', within_days: 5, yes_steps: 1 });
    expect(saved[2].message).toBe('Thanks for connecting, {{first_name}}');

    // After a reload the editor shows the same tree.
    await page.goto(`${baseUrl()}/campaign/${id}/sequence`);
    const yes = page.getByTestId('step-1-yes');
    const no = page.getByTestId('step-1-no');
    await yes.getByTestId('step-2').waitFor();
    expect(await yes.getByTestId('step-2').getAttribute('data-step-type')).toBe('LI Message');
    expect(await no.getByTestId('step-3').getAttribute('data-step-type')).toBe('LI View');
    expect(await yes.getByTestId('step-3').count()).toBe(0);
    expect(await page.getByTestId('step-1-within-days').inputValue()).toBe('5');
    await screenshot(page, 'campaign-branches-tree');
    await context.close();
  });
});
