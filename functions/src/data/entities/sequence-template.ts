import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A sequence (campaign) template of a team member (spec 3 §3): personal, or shared with the team
 * through `isAvailableForTeam`. Read per team partition like message templates.
 */
export const SequenceTemplateEntity = tableEntity(
  new Entity({
    model: { entity: 'sequenceTemplate', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      templateId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      category: { type: 'string' },
      isAvailableForTeam: { type: 'boolean', default: false },
      sequence: { type: 'any', required: true },
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
