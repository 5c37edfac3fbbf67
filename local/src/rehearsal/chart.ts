import {
  type RehearsalKind,
  type RehearsalReport,
  type RehearsalSenderReport,
  rehearsalKinds,
} from './figures.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const titles: Record<RehearsalKind, string> = {
  view: 'Profile views',
  invite: 'Invitations',
  message: 'Messages',
};
const colours: Record<RehearsalKind, string> = { view: '#4f7cff', invite: '#19a974', message: '#f29d38' };

/** One type's SVG: a bar per day (actions the sandbox recorded) and the day's limit as a red step line. */
export function kindChart(report: RehearsalReport, kind: RehearsalKind): string {
  const W = 760;
  const H = 200;
  const pad = { l: 40, r: 10, t: 10, b: 28 };
  const days = report.perDay;
  const max = Math.max(1, ...days.map((d) => Math.max(d.actions[kind], d.limits[kind])));
  const bw = (W - pad.l - pad.r) / Math.max(1, days.length);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / max);
  const bars = days
    .map((d, i) => {
      const x = pad.l + i * bw;
      const v = d.actions[kind];
      return `<rect x="${(x + 1).toFixed(1)}" y="${y(v).toFixed(1)}" width="${Math.max(1, bw - 2).toFixed(1)}" height="${(H - pad.b - y(v)).toFixed(1)}" fill="${colours[kind]}" data-day="${d.date}" data-count="${v}"><title>${d.date}: ${v} of ${d.limits[kind]}</title></rect>`;
    })
    .join('');
  const limitPath = days
    .map((d, i) => {
      const x0 = pad.l + i * bw;
      const ly = y(d.limits[kind]).toFixed(1);
      return `${i === 0 ? 'M' : 'L'}${x0.toFixed(1)},${ly} L${(x0 + bw).toFixed(1)},${ly}`;
    })
    .join(' ');
  const labels = days
    .map((d, i) =>
      i % Math.max(1, Math.ceil(days.length / 10)) === 0
        ? `<text x="${(pad.l + i * bw + bw / 2).toFixed(1)}" y="${H - 10}" font-size="10" text-anchor="middle">${d.date.slice(5)}</text>`
        : '',
    )
    .join('');
  const axis = `<line x1="${pad.l}" y1="${H - pad.b}" x2="${W - pad.r}" y2="${H - pad.b}" stroke="#888"/><text x="${pad.l - 4}" y="${pad.t + 8}" font-size="10" text-anchor="end">${max}</text><text x="${pad.l - 4}" y="${H - pad.b}" font-size="10" text-anchor="end">0</text>`;
  const t = report.totals[kind];
  return `<section><h2>${titles[kind]}: ${t.reached} of ${t.allowed} allowed</h2><svg role="img" aria-label="${titles[kind]} per day against the limit" viewBox="0 0 ${W} ${H}" width="100%" data-kind="${kind}">${axis}${bars}<path d="${limitPath}" fill="none" stroke="#d7263d" stroke-width="2" stroke-dasharray="5 3"/>${labels}</svg></section>`;
}

/** The whole report as one self-contained HTML page (inline SVG and CSS, no scripts). */
export function reportHtml(report: RehearsalReport & { bySender?: RehearsalSenderReport[] }): string {
  // Each sender's own limits and what it did against them (issue #9).
  const senderRows = (report.bySender ?? [])
    .map(
      (x) =>
        `<tr data-sender="${escapeHtml(x.account)}"><td>${escapeHtml(x.name)} (${escapeHtml(x.account)})</td>${rehearsalKinds.map((k) => `<td>${x.dailyLimits[k]}</td><td>${Math.max(0, ...x.perDay.map((d) => d.actions[k]))}</td>`).join('')}</tr>`,
    )
    .join('');
  const senders = senderRows
    ? `<h2>Senders: daily limit used / most in one day</h2><table><thead><tr><th>Sender</th><th>Views</th><th></th><th>Invitations</th><th></th><th>Messages</th><th></th></tr></thead><tbody>${senderRows}</tbody></table>`
    : '';
  const rows = report.perDay
    .map(
      (d) =>
        `<tr${d.work ? '' : ' class="off"'}><td>${d.date}</td>${rehearsalKinds.map((k) => `<td>${d.actions[k]} / ${d.limits[k]}</td>`).join('')}<td>${d.refused}</td></tr>`,
    )
    .join('');
  const restrictions = report.restrictions.length
    ? `<ul>${report.restrictions.map((r) => `<li>${escapeHtml(r.sender)} on ${new Date(r.at).toISOString()}: ${escapeHtml(r.reason)}</li>`).join('')}</ul>`
    : '<p>None.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rehearsal: ${report.days} days</title><style>body{font-family:system-ui,sans-serif;margin:24px;max-width:820px;color:#1b1f2a}h1{font-size:22px}h2{font-size:16px;margin:20px 0 4px}table{border-collapse:collapse;font-size:13px}td,th{border-bottom:1px solid #e3e6ee;padding:3px 10px;text-align:right}td:first-child,th:first-child{text-align:left}tr.off{color:#999}.summary{font-weight:600;font-size:16px}.legend{font-size:12px;color:#555}</style></head><body>
<h1>Rehearsal in the LinkedIn sandbox</h1>
<p class="summary" data-testid="rehearsal-summary">${escapeHtml(report.summary)}</p>
<p>${report.leads} leads, ${report.days} simulated days from ${report.start.slice(0, 10)}, settings: ${escapeHtml(report.settings)}, senders: ${report.senders.map(escapeHtml).join(', ')}. Refused attempts: ${report.refused}.</p>
<p class="legend">Bars: actions the sandbox recorded per day. Dashed red line: the day's limit (0 on days without work hours).</p>
${senders}
${rehearsalKinds.map((k) => kindChart(report, k)).join('\n')}
<h2>Restrictions</h2>${restrictions}
<h2>Per day (done / limit)</h2><table><thead><tr><th>Day</th><th>Views</th><th>Invitations</th><th>Messages</th><th>Refused</th></tr></thead><tbody>${rows}</tbody></table>
</body></html>`;
}
