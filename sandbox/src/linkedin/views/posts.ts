import { avatarUrl } from '../avatar.ts';
import type { FeedPost } from '../feed-posts.ts';
import { type Html, html } from '../html.ts';
import { shortAgo } from './format.ts';
import { type Chrome, signedInPage } from './layout.ts';

export function postCard(p: FeedPost, now: number, csrf: string): Html {
  return html`<article class="artdeco-card feed-shared-update-v2" data-urn="${p.urn}">
  <div class="update-components-actor">
    <img class="avatar" src="${avatarUrl(p.author)}" width="48" height="48" alt="${p.author.name}">
    <div><a class="update-components-actor__name" href="/in/${p.author.publicId}/">${p.author.name}</a>
    <div class="text-body-small">${p.author.headline}</div><div class="text-body-small">${shortAgo(p.at, now)} • 🌐</div></div>
  </div>
  <p class="update-components-text">${p.text}</p>
  ${p.media.map((m) => html`<p><a class="update-components-media" href="${m}">${m}</a></p>`)}
  <div class="social-details-social-counts"><span class="social-details-social-counts__reactions-count">${p.likes}</span> reactions</div>
  <form method="post" action="/feed/like/" class="social-actions">
    <input type="hidden" name="urn" value="${p.urn}"><input type="hidden" name="csrf" value="${csrf}">
    <button type="submit" class="react-button__trigger" aria-pressed="${p.likedByMe ? 'true' : 'false'}">${p.likedByMe ? 'Liked' : 'Like'}</button>
  </form>
</article>`;
}

/** The share box as its own page: "Start a post". */
export function sharePage(chrome: Chrome, csrf: string, error?: string): Html {
  return signedInPage(
    'Create a post',
    chrome,
    html`<main class="scaffold-layout" id="main"><div class="scaffold-layout__main">
  <section class="artdeco-card card-pad share-creation-state">
    <h1 style="font-size:20px">Create a post</h1>
    ${error ? html`<p class="artdeco-inline-feedback--error" role="alert">${error}</p>` : ''}
    <form method="post" action="/post/new/">
      <input type="hidden" name="csrf" value="${csrf}">
      <textarea name="text" id="share-text" class="share-creation-state__text-editor" rows="8" cols="60" aria-label="What do you want to talk about?" maxlength="3000"></textarea>
      <textarea name="media" id="share-media" rows="2" cols="60" aria-label="Media links" placeholder="Media links, one per line"></textarea>
      <p><label for="share-visibility">Who can see your post?</label>
        <select name="visibility" id="share-visibility" class="share-visibility-picker">
          <option value="anyone" selected>Anyone</option>
          <option value="connections">Connections only</option>
        </select></p>
      <p><button type="submit" class="share-actions__primary-action">Post</button></p>
    </form>
  </section></div></main>`,
  );
}

/** One post's page (what "Post" lands on). */
export function postPage(chrome: Chrome, post: FeedPost, now: number, csrf: string): Html {
  return signedInPage(
    'Post',
    chrome,
    html`<main class="scaffold-layout" id="main"><div class="scaffold-layout__main">${postCard(post, now, csrf)}</div></main>`,
  );
}

/** An account's own posts (recent activity). */
export function recentActivityPage(chrome: Chrome, posts: FeedPost[], now: number, csrf: string): Html {
  return signedInPage(
    'Activity',
    chrome,
    html`<main class="scaffold-layout" id="main"><div class="scaffold-layout__main">
  <h1 style="font-size:20px">${chrome.me.name}'s posts</h1>
  ${posts.length ? posts.map((p) => postCard(p, now, csrf)) : html`<p class="artdeco-empty-state">No posts yet</p>`}
</div></main>`,
  );
}

/** Content search results: posts matching the keywords. */
export function contentSearchPage(
  chrome: Chrome,
  keywords: string,
  posts: FeedPost[],
  now: number,
  csrf: string,
): Html {
  return signedInPage(
    `${keywords} | Search`,
    { ...chrome, keywords },
    html`<main class="scaffold-layout" id="main"><div class="scaffold-layout__main search-results-container">
  <h1 style="font-size:16px">Posts about “${keywords}”</h1>
  ${posts.length ? posts.map((p) => postCard(p, now, csrf)) : html`<p class="artdeco-empty-state">No results found</p>`}
</div></main>`,
  );
}
