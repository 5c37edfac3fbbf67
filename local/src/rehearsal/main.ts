// `npm run rehearse [-- --days 30 --leads 500 --settings default|caps --out DIR --keep-data --sequence FILE
//   --profile FILE --limits views=80,invites=20,messages=50 --senders N]`
// (--sequence: a JSON file of a campaign's steps, as the SPA's "Rehearse in the sandbox" passes it;
// --profile: a JSON file of the campaign's senders and their own daily limits, as the SPA passes it;
// --limits and --senders: the same by hand, N senders each on those limits, the defaults for the rest)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ZSequenceSteps } from '@outreach/shared/schemas/campaigns';
import { ZRehearsalProfile } from '@outreach/shared/schemas/rehearsal';
import { rehearsalSenders } from './rehearsal-senders.ts';
import { runRehearsal } from './run-rehearsal.ts';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '30' },
    leads: { type: 'string', default: '500' },
    settings: { type: 'string', default: 'default' },
    out: { type: 'string', default: resolve(import.meta.dirname, '../../../.data/rehearsal') },
    'keep-data': { type: 'boolean', default: false },
    sequence: { type: 'string' },
    profile: { type: 'string' },
    limits: { type: 'string' },
    senders: { type: 'string' },
  },
});
const days = Number(values.days);
const leads = Number(values.leads);
if (!Number.isInteger(days) || days < 1 || days > 90)
  throw new Error('--days must be a whole number from 1 to 90');
if (!Number.isInteger(leads) || leads < 1 || leads > 500)
  throw new Error('--leads must be a whole number from 1 to 500');
if (values.settings !== 'default' && values.settings !== 'caps')
  throw new Error('--settings is default or caps');

const sequence = values.sequence
  ? ZSequenceSteps.parse(JSON.parse(readFileSync(values.sequence, 'utf8')))
  : undefined;

// The senders and their limits: a profile file, or --limits/--senders over the chosen settings' limits.
const byHand = values.limits !== undefined || values.senders !== undefined;
if (values.profile && byHand) throw new Error('--profile goes without --limits and --senders');
const base = rehearsalSenders(undefined, values.settings)[0]!;
const limits = { ...base.limits };
for (const pair of (values.limits ?? '').split(',').filter(Boolean)) {
  const [key, value] = pair.split('=');
  if (key !== 'views' && key !== 'invites' && key !== 'messages')
    throw new Error('--limits takes views=N, invites=N and messages=N');
  limits[key] = Number(value);
}
const profile = values.profile
  ? ZRehearsalProfile.parse(JSON.parse(readFileSync(values.profile, 'utf8')))
  : byHand
    ? ZRehearsalProfile.parse({
        senders: Array.from({ length: Number(values.senders ?? 1) }, (_, i) => ({
          name: i === 0 ? base.name : `Sender ${i + 1}`,
          limits,
        })),
      })
    : undefined;

const t0 = Date.now();
const report = await runRehearsal({
  days,
  leads,
  settings: values.settings,
  profile,
  outDir: resolve(values.out),
  keepData: values['keep-data'],
  sequence,
  log: (m) => console.error(m),
  onProgress: (p) =>
    console.error(
      `day ${p.day}/${p.days} ${p.date}: ${p.counts.view} views, ${p.counts.invite} invitations, ${p.counts.message} messages (${Math.round((Date.now() - t0) / 1000)} s)`,
    ),
});
console.error(`report: ${resolve(values.out, 'report.html')}`);
console.log(report.summary);
process.exit(0);
