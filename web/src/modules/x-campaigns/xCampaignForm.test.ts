import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { describe, expect, it } from 'vitest';
import { splitPastedHandles } from './api/xCampaignsApi.ts';
import { xDmMessageRequired, ZXCampaignForm } from './xCampaignForm.ts';

const form = (o: Record<string, unknown>) => ({
  name: '',
  csvKey: '',
  csvFileName: '',
  handlesText: '',
  touchSequence: {
    sequence: [defaultStep('Twitter Follow', 0), { ...defaultStep('Twitter DM', 1), message: 'Hi' }],
  },
  ...o,
});

describe('the X campaign form', () => {
  it('splits pasted handles on lines, commas, semicolons and spaces', () => {
    expect(splitPastedHandles('@ada_builds\n grace_ships, https://x.com/alan_thinks;\n\n')).toEqual([
      '@ada_builds',
      'grace_ships',
      'https://x.com/alan_thinks',
    ]);
  });

  it('needs a CSV or pasted handles, and a message in every DM step', () => {
    expect(ZXCampaignForm.safeParse(form({ handlesText: '@ada_builds' })).success).toBe(true);
    expect(ZXCampaignForm.safeParse(form({ csvKey: 'uploads/t/k.csv' })).success).toBe(true);
    const none = ZXCampaignForm.safeParse(form({}));
    expect(none.error?.issues[0]).toMatchObject({
      path: ['csvKey'],
      message: 'Please upload a CSV file or paste X handles',
    });
    const empty = ZXCampaignForm.safeParse(
      form({ handlesText: 'ada_builds', touchSequence: { sequence: [defaultStep('Twitter DM', 0)] } }),
    );
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['touchSequence', 'sequence', 0, 'message'],
      message: xDmMessageRequired,
    });
  });
});
