import { AppError } from '@outreach/shared/errors';
import { pagingMessages } from '@outreach/shared/schemas/paging';
import type * as z from 'zod';

/** An opaque cursor: the position of the last row a page answered. */
export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor holds, checked against its shape; anything else is a 400. */
export function decodeCursor<T>(cursor: string, shape: z.ZodType<T>): T {
  try {
    return shape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('BAD_REQUEST', pagingMessages.badCursor);
  }
}
