import { AppError } from '@outreach/shared/errors';
import { cloudBotErrorMessage } from '@outreach/shared/rules/linkedin-bot';
import type { TLinkedInCredentials } from '@outreach/shared/schemas/integrations';
import {
  bareTokenData,
  type PageTokenStatus,
  type TVerifyTokenData,
} from '@outreach/shared/schemas/verify-on-the-fly';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { peekToken } from '../auth/one-time-tokens.ts';
import { getAccount } from '../bot/accounts.ts';
import type { AccountKey } from '../bot/types.ts';
import { PRODUCT_NAME } from '../mail/product-mailer.ts';
import { botTriggerRules, hit, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { currentTeamId } from '../teams/current-team.ts';
import { requireTeamRole } from '../teams/team-access.ts';
import { tokenWhiteLabel } from '../whitelabels/get-public-branding.ts';
import { readWhiteLabel } from '../whitelabels/white-label-view.ts';
import { cloudBotInfoOf } from './cloud-bot-info.ts';
import { type AccountRow, loginAndWait, updateCredentials, verifyCode } from './connect-account.ts';
import { mailReconnectLink } from './reconnect-mail.ts';

/** The page's words when the link cannot be used (spec 1 §2 texts live in the SPA). */
export const NO_ACCOUNT_MESSAGE = 'This LinkedIn account is not connected any more.';

type TokenAccount =
  | { status: 'expired' | 'bad_request' }
  | { status: 'live'; acc: AccountKey; account: AccountRow | null };

/** The account a verify-on-the-fly link stands for, while the link is good. */
async function tokenAccount(deps: Deps, token: string): Promise<TokenAccount> {
  const check = await peekToken(deps, 'li-verification', token);
  if (check.status !== 'live') return { status: check.status };
  const teamId = (check.data as { teamId?: string } | undefined)?.teamId;
  if (!check.userId || !teamId) return { status: 'bad_request' };
  const acc = { teamId, userId: check.userId };
  return { status: 'live', acc, account: await getAccount(deps, acc) };
}

async function requireLive(deps: Deps, token: string) {
  const t = await tokenAccount(deps, token);
  if (t.status !== 'live')
    throw new AppError(
      'BAD_REQUEST',
      'This link has expired. Please connect your LinkedIn account and request a new link to continue.',
    );
  if (!t.account) throw new AppError('BAD_REQUEST', NO_ACCOUNT_MESSAGE);
  return { acc: t.acc, account: t.account };
}

function statusOf(deps: Deps, a: AccountRow | null): PageTokenStatus {
  if (!a) return 'expired';
  if (a.isLoginValid && a.loginStatus === 'LOGGED_IN') return 'connected';
  if (cloudBotInfoOf(a, deps.clock.wallNow()).isCodeUsable) return 'verification';
  if (a.loginStatus === 'LOGGED_IN_INVALID' && a.errorCode === 'LOGGED_IN_INVALID') return 'credentials';
  return 'live';
}

/** `casey@sandbox.test` → `ca***@sandbox.test`: enough to recognise, little to a stranger holding the link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

async function dataOf(deps: Deps, acc: AccountKey, a: AccountRow | null): Promise<TVerifyTokenData> {
  const [branding, wl] = await Promise.all([
    tokenWhiteLabel(deps, acc.userId),
    readWhiteLabel(deps, acc.teamId),
  ]);
  const info = a ? cloudBotInfoOf(a, deps.clock.wallNow()) : null;
  const pageTokenStatus = statusOf(deps, a);
  const appName = wl?.status === 'active' ? wl.companyName || PRODUCT_NAME : PRODUCT_NAME;
  return {
    pageTokenStatus,
    linkedInEmail: a ? maskEmail(a.email) : null,
    countryCode: a?.countryCode ?? null,
    verificationCodeExpiresAt:
      pageTokenStatus === 'verification' ? (info?.verificationCodeExpiresAt ?? null) : null,
    tryingLogin: Boolean(a?.tryingLogin) && pageTokenStatus === 'live',
    message:
      pageTokenStatus === 'connected' || !a?.errorCode ? null : cloudBotErrorMessage(a.errorCode, appName),
    whiteLabel: branding ? { ...branding, appName } : null,
  };
}

/** GET /linked-in/verify-on-the-fly/{token}: where the link's account stands, for the page. */
export async function getVerifyTokenData(deps: Deps, token: string): Promise<TVerifyTokenData> {
  const t = await tokenAccount(deps, token);
  if (t.status !== 'live') return bareTokenData(t.status);
  return dataOf(deps, t.acc, t.account);
}

/**
 * POST /linked-in/verify-on-the-fly {token}: the page's Connect. The bot signs the account in again
 * with its saved credentials (its saved session first); the answer is the page's next state: connected,
 * a code step, new credentials, or still trying (the page polls).
 */
export async function reconnectByToken(
  deps: Deps,
  token: string,
  answerBy?: number,
): Promise<TVerifyTokenData> {
  const { acc, account } = await requireLive(deps, token);
  const now0 = statusOf(deps, account);
  if (now0 === 'connected' || now0 === 'verification') return dataOf(deps, acc, account);
  await hit(deps, botTriggerRules('login', acc.userId), THROTTLE_MESSAGE);
  const now = deps.clock.now();
  const attempt = `login#${now}`;
  await LinkedInAccountEntity.patch(acc)
    .set({ loginStatus: '', errorCode: '', tryingLogin: true, loginAttemptId: attempt, updatedAt: now })
    .go();
  const a = await loginAndWait(deps, acc, attempt, 'reconnect', answerBy);
  return dataOf(deps, acc, a ?? (await getAccount(deps, acc)));
}

/** POST /linked-in/verify-on-the-fly/verify-code {token, code}: the code for the browser at LinkedIn's prompt. */
export async function verifyCodeByToken(
  deps: Deps,
  input: { token: string; code: string },
  answerBy?: number,
): Promise<TVerifyTokenData> {
  const { acc, account } = await requireLive(deps, input.token);
  await verifyCode(deps, acc, { code: input.code, browserId: account.browserId ?? '' }, answerBy);
  return dataOf(deps, acc, await getAccount(deps, acc));
}

/** POST /linked-in/verify-on-the-fly/login: new credentials for the link's account (LinkedIn refused the saved ones). */
export async function loginByToken(
  deps: Deps,
  input: TLinkedInCredentials & { token: string },
  answerBy?: number,
): Promise<TVerifyTokenData> {
  const { acc } = await requireLive(deps, input.token);
  const { token: _token, ...credentials } = input;
  await updateCredentials(deps, acc, credentials, answerBy);
  return dataOf(deps, acc, await getAccount(deps, acc));
}

/**
 * POST /linked-in/verify-on-the-fly/test-email: the caller receives the mail a member gets when
 * LinkedIn asks for a code, with a working link for their own account (team plan feature
 * verifyOnTheFly; the setting need not be on yet).
 */
export async function sendVerifyTestEmail(deps: Deps, auth: AuthContext) {
  const teamId = await currentTeamId(deps, auth);
  await requireTeamRole(deps, teamId, auth.userId, ['owner', 'admin', 'member'], 'verifyOnTheFly');
  const acc = { teamId, userId: auth.userId };
  if (!(await getAccount(deps, acc)))
    throw new AppError('BAD_REQUEST', 'Please connect your LinkedIn account first');
  const sentTo = await mailReconnectLink(deps, acc, 'verification', { force: true });
  if (!sentTo) throw new AppError('BAD_REQUEST', 'Please connect your LinkedIn account first');
  return { sentTo };
}
