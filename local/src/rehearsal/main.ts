// `npm run rehearse [-- --days 30 --leads 500 --settings default|caps --out DIR --keep-data --sequence FILE]`
// (--sequence: a JSON file of a campaign's steps, as the SPA's "Rehearse in the sandbox" passes it)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ZSequenceSteps } from '@outreach/shared/schemas/campaigns';
import { runRehearsal } from './run-rehearsal.ts';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '30' },
    leads: { type: 'string', default: '500' },
    settings: { type: 'string', default: 'default' },
    out: { type: 'string', default: resolve(import.meta.dirname, '../../../.data/rehearsal') },
    'keep-data': { type: 'boolean', default: false },
    sequence: { type: 'string' },
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

const t0 = Date.now();
const report = await runRehearsal({
  days,
  leads,
  settings: values.settings,
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
