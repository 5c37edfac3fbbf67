import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A message template of a team member (spec 3 §3). Personal to its author; `isAvailableForTeam`
 * shares it with the team. Library templates are not stored (shared/rules/outreach/template-library).
 * A team's templates are read as one partition and filtered by author: teams keep tens, not thousands.
 */
export const MessageTemplateEntity = tableEntity(
  new Entity({
    model: { entity: 'messageTemplate', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      templateId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      categoryId: { type: 'number' },
      isAvailableForTeam: { type: 'boolean', default: false },
      /** `{ sequence: [{ message, subject, attachments: [{ file_name, file_uri }] }] }`. */
      content: { type: 'any', required: true },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['templateId'] },
      },
    },
  }),
);
