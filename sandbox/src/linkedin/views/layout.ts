import { avatarUrl } from '../avatar.ts';
import { type Child, type Html, html, raw } from '../html.ts';
import type { Person } from '../population.ts';

export interface Chrome {
  me: Person;
  unread: number;
  active: 'feed' | 'network' | 'messaging' | 'me' | null;
  noteMax: number;
  keywords?: string;
}

const ICONS = {
  feed: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M23 9v2h-2v7a3 3 0 01-3 3h-4v-6h-4v6H6a3 3 0 01-3-3v-7H1V9l11-7 5 3.18V2h3v5.09z"/></svg>',
  network:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 16v6H3v-6a3 3 0 013-3h3a3 3 0 013 3zm5.5-3A3.5 3.5 0 1014 9.5a3.5 3.5 0 003.5 3.5zm1 2h-2a2.5 2.5 0 00-2.5 2.5V22h7v-4.5a2.5 2.5 0 00-2.5-2.5zM7.5 2A4.5 4.5 0 1012 6.5 4.49 4.49 0 007.5 2z"/></svg>',
  messaging:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M16 4H8a7 7 0 000 14h4v4l8.16-5.39A6.78 6.78 0 0023 11a7 7 0 00-7-7zm-8 8.25A1.25 1.25 0 119.25 11 1.25 1.25 0 018 12.25zm4 0A1.25 1.25 0 1113.25 11 1.25 1.25 0 0112 12.25zm4 0A1.25 1.25 0 1117.25 11 1.25 1.25 0 0116 12.25z"/></svg>',
};

function navLink(href: string, label: string, icon: Child, active: boolean, badge = 0): Html {
  return html`<li class="global-nav__primary-item">
    <a href="${href}" class="global-nav__primary-link${active ? ' global-nav__primary-link--active' : ''}"${active ? html` aria-current="page"` : ''}>
      ${icon}${badge > 0 ? html`<span class="notification-badge" aria-label="${badge} unread">${badge}</span>` : ''}
      <span class="global-nav__primary-link-text">${label}</span>
    </a>
  </li>`;
}

function document(title: string, body: Child, bodyAttrs: Child = ''): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | LinkedIn Sandbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/sandbox.css">
<script src="/static/sandbox.js" defer></script>
</head>
<body ${bodyAttrs}>
${body}
</body>
</html>`;
}

/** Signed-in page: global nav (Home, My Network, Messaging, Me) and the page body. */
export function signedInPage(title: string, chrome: Chrome, main: Child): Html {
  const { me, active } = chrome;
  return document(
    title,
    html`<header class="global-nav" id="global-nav">
  <div class="global-nav__content">
    <a href="/feed/" class="global-nav__logo" aria-label="LinkedIn Sandbox home">in</a>
    <form class="search-global-typeahead" action="/search/results/people/" method="get" role="search">
      <input class="search-global-typeahead__input" name="keywords" type="text" placeholder="Search" aria-label="Search" value="${chrome.keywords ?? ''}">
      <input type="hidden" name="origin" value="GLOBAL_SEARCH_HEADER">
    </form>
    <nav class="global-nav__nav" aria-label="Primary Navigation">
      <ul class="global-nav__primary-items">
        ${navLink('/feed/', 'Home', iconHtml('feed'), active === 'feed')}
        ${navLink('/mynetwork/', 'My Network', iconHtml('network'), active === 'network')}
        ${navLink('/messaging/', 'Messaging', iconHtml('messaging'), active === 'messaging', chrome.unread)}
        ${navLink('/in/me/', 'Me', html`<img class="global-nav__me-photo" src="${avatarUrl(me)}" alt="${me.name}" width="24" height="24">`, active === 'me')}
      </ul>
    </nav>
  </div>
</header>
<div class="sandbox-ribbon">Sandbox — simulated network for testing, no real members</div>
${main}
<ul class="artdeco-toasts" aria-live="polite"></ul>`,
    html`data-note-max="${chrome.noteMax}" data-member-urn="${`urn:li:fsd_profile:${me.memberId}`}"`,
  );
}

function iconHtml(name: keyof typeof ICONS): Html {
  return raw(ICONS[name]);
}

/** Page without the global nav (sign-in, challenge, authwall, restricted). */
export function bareChromePage(title: string, main: Child): Html {
  return document(
    title,
    html`<div class="login-page">
  <div class="brand"><span class="global-nav__logo">in</span> LinkedIn <span class="text-body-small">Sandbox</span></div>
  ${main}
</div>`,
  );
}
