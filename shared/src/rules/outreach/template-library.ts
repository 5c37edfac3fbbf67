// Message template categories and the product's template library (spec 3 §2 /templates/library,
// §3 "Categories: id, name, totalTemplates"). The spec names neither the categories nor the library's
// texts: both are OURS (shared/SPEC-CHOICES.md, "Content").

/** Message template categories, numeric ids as the spec's categoryId. OURS. */
export const messageTemplateCategories = [
  { id: 1, name: 'Connection requests' },
  { id: 2, name: 'Follow-ups' },
  { id: 3, name: 'Sales' },
  { id: 4, name: 'Recruiting' },
  { id: 5, name: 'Events' },
  { id: 6, name: 'Other' },
] as const;

export type MessageTemplateCategoryId = (typeof messageTemplateCategories)[number]['id'];

export const isMessageTemplateCategory = (id: number): boolean =>
  messageTemplateCategories.some((c) => c.id === id);

/** Sequence template categories (spec 3 §3 "category", a string). OURS. */
export const sequenceTemplateCategories = ['Sales', 'Recruiting', 'Networking', 'Events', 'Other'] as const;

export interface LibraryTemplate {
  id: string;
  name: string;
  categoryId: MessageTemplateCategoryId;
  content: { sequence: [{ message: string; subject?: string; attachments: [] }] };
}

const lib = (
  id: string,
  categoryId: MessageTemplateCategoryId,
  name: string,
  message: string,
): LibraryTemplate => ({
  id,
  name,
  categoryId,
  content: { sequence: [{ message, attachments: [] }] },
});

/**
 * The template library every team on a plan with `templateLibrary` reads (read-only; ids start with
 * `lib-` so they never meet a stored template's ULID).
 */
export const libraryTemplates: readonly LibraryTemplate[] = [
  lib(
    'lib-1',
    1,
    'Shared interest',
    'Hi {{first_name}}, I noticed we both work around {{industry}}. Would be glad to connect!',
  ),
  lib(
    'lib-2',
    1,
    'Same industry',
    'Hello {{first_name}}, I follow what {{company}} does and would love to have you in my network.',
  ),
  lib(
    'lib-3',
    2,
    'Thanks for connecting',
    'Thanks for connecting, {{first_name}}! How are things at {{company}}?',
  ),
  lib(
    'lib-4',
    2,
    'Gentle nudge',
    'Hi {{first_name}}, just bringing my last message back to the top of your inbox.',
  ),
  lib(
    'lib-5',
    3,
    'Discovery call',
    'Hi {{first_name}}, teams like {{company}} use us to save hours on outreach. Open to a 15-minute call this week?',
  ),
  lib(
    'lib-6',
    4,
    'Open role',
    'Hi {{first_name}}, your experience as {{position}} stood out. We have a role you may like: can I share the details?',
  ),
  lib(
    'lib-7',
    5,
    'Event invite',
    'Hi {{first_name}}, we host a small online event for {{industry}} leaders next month. Would you like an invite?',
  ),
];
