import { templateMessages } from '@outreach/shared/schemas/templates';
import { ApiError } from '../../api/apiError.ts';

/** Template actions show the server's message, else 'Oops, something has gone wrong!' (spec 3 §8). */
export function templateErrorText(e: unknown): string {
  if (e instanceof ApiError && e.statusCode > 0 && e.messages.length) return e.messages[0];
  if (e instanceof Error && !(e instanceof ApiError) && e.message.startsWith('Uploading failed'))
    return e.message;
  return templateMessages.templateError;
}
