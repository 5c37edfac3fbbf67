// LinkedIn's "celebrate" notifications: connections' birthdays, work anniversaries and new
// positions. Deterministic per sandbox account and UTC date (seed + email + date), and every day
// has a few, so a story on any calendar date finds occasions to greet.
import type { Context, Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { avatarUrl } from './avatar.ts';
import { type Html, html } from './html.ts';
import type { Person } from './population.ts';
import { unitFor } from './random.ts';
import { type Chrome, signedInPage } from './views/layout.ts';
import type { LinkedInWorld } from './world.ts';

export const celebrationTypes = ['birthday', 'work-anniversary', 'new-position'] as const;
export type CelebrationType = (typeof celebrationTypes)[number];

export interface Celebration {
  type: CelebrationType;
  /** The occasion's UTC date, YYYY-MM-DD. */
  date: string;
  person: Person;
  /** Work anniversaries: the years at the company. */
  years?: number;
}

const DAY = 86_400_000;
/** The notifications list shows the occasions of today and the day before (the site keeps a few days). */
export const CELEBRATION_DAYS_SHOWN = 2;

/** The occasions of one UTC day among the account's connections: one or two of each type, never one person twice. */
export function celebrationsOn(seed: number, email: string, connections: readonly Person[], at: number) {
  const date = new Date(at).toISOString().slice(0, 10);
  const used = new Set<number>();
  const out: Celebration[] = [];
  for (const type of celebrationTypes) {
    const count = 1 + Math.floor(unitFor(seed, 'celebrate-count', type, email, date) * 2);
    const ranked = connections
      .filter((p) => !used.has(p.id))
      .map((p) => ({ p, u: unitFor(seed, 'celebrate', type, email, date, p.id) }))
      .sort((a, b) => a.u - b.u)
      .slice(0, count);
    for (const { p } of ranked) {
      used.add(p.id);
      const years =
        type === 'work-anniversary' ? 1 + Math.floor(unitFor(seed, 'tenure', email, p.id) * 12) : undefined;
      out.push({ type, date, person: p, years });
    }
  }
  return out;
}

/** What the notifications page lists at `now`: today's occasions, then the previous day's. */
export function recentCelebrations(world: LinkedInWorld, email: string, now: number): Celebration[] {
  const people = world.connections(email).map((c) => c.person);
  const out: Celebration[] = [];
  for (let d = 0; d < CELEBRATION_DAYS_SHOWN; d++)
    out.push(...celebrationsOn(world.seed, email, people, now - d * DAY));
  return out;
}

function headline(c: Celebration): Html {
  const name = html`<strong>${c.person.name}</strong>`;
  if (c.type === 'birthday') return html`Wish ${name} a happy birthday`;
  if (c.type === 'work-anniversary')
    return html`Congratulate ${name} for ${c.years} year${c.years === 1 ? '' : 's'} at ${c.person.company}`;
  return html`Congratulate ${name} on starting a new position as ${c.person.title} at ${c.person.company}`;
}

const buttonText: Record<CelebrationType, string> = {
  birthday: 'Say happy birthday',
  'work-anniversary': 'Say congrats',
  'new-position': 'Say congrats',
};

function card(c: Celebration): Html {
  return html`<li class="nt-card artdeco-list__item" data-celebration data-celebration-type="${c.type}" data-occasion-date="${c.date}">
  <a href="/in/${c.person.publicId}/"><img class="avatar" src="${avatarUrl(c.person)}" width="56" height="56" alt="${c.person.name}"></a>
  <div class="nt-card__text">
    <a class="nt-card__headline" href="/in/${c.person.publicId}/">${headline(c)}</a>
    <time class="nt-card__time text-body-small" datetime="${c.date}">${c.date}</time>
  </div>
  <a class="artdeco-button artdeco-button--secondary artdeco-button--small nt-card__cta" href="/in/${c.person.publicId}/">${buttonText[c.type]}</a>
</li>`;
}

export function notificationsPage(chrome: Chrome, celebrations: readonly Celebration[]): Html {
  return signedInPage(
    'Notifications',
    chrome,
    html`<main class="scaffold-layout" id="main">
  <section class="artdeco-card card-pad">
    <h1 style="font-size:20px;margin-bottom:8px">Notifications</h1>
    <nav class="nt-filters" aria-label="Filter notifications"><a href="/notifications/">All</a> · <a href="/notifications/?filter=celebrations" aria-current="page">Celebrations</a></nav>
    ${celebrations.length ? html`<ul class="nt-list">${celebrations.map(card)}</ul>` : html`<p class="nt-empty">No new notifications</p>`}
  </section>
</main>`,
  );
}

type Ctx = Context<SandboxEnv>;
type PageHandler = (c: Ctx, email: string) => Response | Promise<Response>;

/** GET /notifications/ (the celebrations among them). */
export function registerNotificationPages(
  app: Hono<SandboxEnv>,
  world: LinkedInWorld,
  h: {
    signedIn: (handler: PageHandler) => (c: Ctx) => Response | Promise<Response>;
    chrome: (email: string) => Chrome;
  },
) {
  app.get(
    '/notifications',
    h.signedIn((c, email) =>
      c.html(notificationsPage(h.chrome(email), recentCelebrations(world, email, world.now())).value),
    ),
  );
}
