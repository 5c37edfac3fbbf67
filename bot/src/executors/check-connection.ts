import type { ActionOutcomes } from '@outreach/functions/domain/bot/types';
import { paths } from '../linkedin/page-objects.ts';
import { AccountBlocked, type ExecContext, open, SessionExpired, voyagerGet } from './common.ts';

/** Whether the saved session is still signed in (never signs in itself: that would be a login). */
export async function checkConnection(ctx: ExecContext): Promise<ActionOutcomes['check-connection']> {
  try {
    await open(ctx, paths.feed);
    const me = await voyagerGet<{ miniProfile?: { firstName?: string; lastName?: string } }>(
      ctx,
      paths.voyager.me,
    );
    const name = `${me.miniProfile?.firstName ?? ''} ${me.miniProfile?.lastName ?? ''}`.trim();
    return { connected: true, name: name || undefined };
  } catch (e) {
    if (e instanceof SessionExpired || e instanceof AccountBlocked) return { connected: false };
    throw e;
  }
}
