// Selectors of LinkedIn's share box, post pages and content search (first match wins), beside
// page-objects.ts: the same lists work on the sandbox and the real site's classic markup.

export const postSel = {
  shareText: [
    '#share-text',
    '.share-creation-state__text-editor',
    'div[role="textbox"][contenteditable="true"]',
  ],
  shareMedia: ['#share-media'],
  shareVisibility: ['#share-visibility', 'select.share-visibility-picker'],
  sharePost: ['button.share-actions__primary-action', 'button:has-text("Post")'],
  shareError: ['.share-creation-state .artdeco-inline-feedback--error'],
  post: ['article.feed-shared-update-v2[data-urn]', 'div.feed-shared-update-v2[data-urn]'],
  postText: ['.update-components-text', '.feed-shared-text'],
  postActor: ['.update-components-actor__name'],
  postReactions: ['.social-details-social-counts__reactions-count'],
  likeButton: ['button.react-button__trigger'],
} as const;
