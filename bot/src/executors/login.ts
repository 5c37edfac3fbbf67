import {
  getAccount,
  loadCredentials,
  reportLoginState,
  takeVerificationCode,
  VERIFICATION_WINDOW_MS,
} from '@outreach/functions/domain/bot/accounts';
import type { ActionOutcomes, ActionPayloads, LoginStatus } from '@outreach/functions/domain/bot/types';
import { exists, find, paths, sel, urlOf, whereAmI } from '../linkedin/page-objects.ts';
import { salesIdentityPath } from '../linkedin/sales-navigator-page-objects.ts';
import { type ExecContext, voyagerGet, voyagerRequest } from './common.ts';

type LoginOutcome = ActionOutcomes['login'];

export interface LoginOptions {
  /** Drop the saved session first (new credentials): otherwise a live session counts as logged in. */
  fresh?: boolean;
  /** How long to wait for the user's verification code (wall time). */
  verificationWindowMs?: number;
  codePollMs?: number;
  signal?: AbortSignal;
  /** The bot signs in on its own (a session ran out mid-work): a code step is mailed (verify on the fly). */
  unattended?: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function submitAndWait(ctx: ExecContext, click: () => Promise<void>): Promise<void> {
  const nav = ctx.page.waitForEvent('framenavigated', { predicate: (f) => f === ctx.page.mainFrame() });
  // Awaited together: when the click fails (the page closed at shutdown) the navigation wait still has
  // a handler, so its own rejection is not left unhandled.
  await Promise.all([nav, click()]);
  await ctx.page.waitForLoadState('domcontentloaded');
}

/**
 * Signs the account in: reuses a live session, else fills the stored credentials, and waits at a
 * verification step for the code the user sends through the API (reported as a login state).
 */
export async function performLogin(ctx: ExecContext, opts: LoginOptions = {}): Promise<LoginOutcome> {
  const { page } = ctx;
  if (opts.fresh) await ctx.session.forgetSession();
  await page.goto(urlOf(ctx.base, paths.login), { waitUntil: 'domcontentloaded' });
  if (whereAmI(page.url()) === 'login') {
    const creds = await loadCredentials(ctx.deps, ctx.acc);
    if (!creds) return { status: 'LOGGED_IN_INVALID', errorCode: 'INVALID_REQUEST' };
    if (await exists(page, sel.login.rememberMe))
      await submitAndWait(ctx, () => find(page, sel.login.rememberMe).click());
    await find(page, sel.login.email).fill(creds.email);
    await find(page, sel.login.password).fill(creds.password);
    ctx.log('login-submit');
    await submitAndWait(ctx, () => find(page, sel.login.submit).click());
  }
  return afterSubmit(ctx, opts);
}

async function afterSubmit(ctx: ExecContext, opts: LoginOptions): Promise<LoginOutcome> {
  const { page } = ctx;
  const place = whereAmI(page.url());
  if (place === 'login' || place === 'authwall') {
    return { status: 'LOGGED_IN_INVALID', errorCode: 'LOGGED_IN_INVALID' };
  }
  if (place === 'restricted' || place === 'checkpoint') {
    return { status: 'LOGGED_IN_INVALID', errorCode: 'RESTRICTED' };
  }
  if (place === 'challenge') {
    if (await exists(page, sel.challenge.captcha))
      return { status: 'LOGGED_IN_INVALID', errorCode: 'CAPTCHA_ERROR' };
    if (await exists(page, sel.challenge.emailPinForm))
      return verify(
        ctx,
        opts,
        'LOGGED_IN_VERIFICATION_EMAIL',
        sel.challenge.emailPinInput,
        sel.challenge.emailPinSubmit,
      );
    if (await exists(page, sel.challenge.twoStepForm))
      return verify(
        ctx,
        opts,
        'LOGGED_IN_VERIFICATION_2FA',
        sel.challenge.twoStepInput,
        sel.challenge.twoStepSubmit,
      );
    return { status: 'LOGGED_IN_VERIFICATION', errorCode: 'SOMETHING_UNEXPECTED_HAPPENED' };
  }
  return signedIn(ctx);
}

async function verify(
  ctx: ExecContext,
  opts: LoginOptions,
  status: LoginStatus,
  input: readonly string[],
  submit: readonly string[],
): Promise<LoginOutcome> {
  const { page } = ctx;
  const browserId = ctx.session.newBrowserId(ctx.workerId);
  await reportLoginState(ctx.deps, ctx.acc, { status, browserId, unattended: opts.unattended });
  ctx.log('verification-requested', { status, browserId });
  let deadline = Date.now() + (opts.verificationWindowMs ?? VERIFICATION_WINDOW_MS);
  while (Date.now() < deadline && !opts.signal?.aborted) {
    const code = await takeVerificationCode(ctx.deps, ctx.acc, browserId);
    if (!code) {
      // The user removed the account or started another login: this browser stops waiting.
      const account = await getAccount(ctx.deps, ctx.acc);
      if (!account || account.browserId !== browserId) {
        ctx.log('verification-abandoned', { browserId });
        return { status: 'LOGGED_IN_INVALID', errorCode: 'VERIFICATION_INVALID' };
      }
      await sleep(opts.codePollMs ?? 1000);
      continue;
    }
    await find(page, input).fill(code.trim());
    await submitAndWait(ctx, () => find(page, submit).click());
    const place = whereAmI(page.url());
    if (place === 'challenge' && (await exists(page, input))) {
      // Wrong code: the same browser waits for another one, in a fresh window.
      ctx.log('verification-invalid', { browserId });
      await reportLoginState(ctx.deps, ctx.acc, { status, errorCode: 'VERIFICATION_INVALID', browserId });
      deadline = Date.now() + (opts.verificationWindowMs ?? VERIFICATION_WINDOW_MS);
      continue;
    }
    if (place === 'login') return { status, errorCode: 'VERIFICATION_INVALID' };
    return afterSubmit(ctx, opts);
  }
  // No code in time: the verification is unfinished (no browser waits any more).
  return { status, errorCode: 'VERIFICATION_INVALID' };
}

interface VoyagerMe {
  miniProfile?: { firstName?: string; lastName?: string; publicIdentifier?: string; dashEntityUrn?: string };
  included?: { firstName?: string; lastName?: string; publicIdentifier?: string; dashEntityUrn?: string }[];
}

/** The member's Sales Navigator contracts: [] without a licence, undefined when the site does not say. */
async function salesContracts(ctx: ExecContext): Promise<LoginOutcome['salesContracts']> {
  const res = await voyagerRequest(ctx, salesIdentityPath).catch(() => null);
  if (!res) return undefined;
  if (res.status() === 403) return [];
  if (!res.ok()) return undefined;
  const body = (await res.json().catch(() => ({}))) as { elements?: { contract?: string; name?: string }[] };
  return (body.elements ?? [])
    .filter((e) => e.contract)
    .map((e) => ({ contractId: String(e.contract), name: String(e.name ?? e.contract) }));
}

async function signedIn(ctx: ExecContext): Promise<LoginOutcome> {
  const me = await voyagerGet<VoyagerMe>(ctx, paths.voyager.me);
  const contracts = await salesContracts(ctx);
  const p = me.miniProfile ?? me.included?.find((x) => x.publicIdentifier) ?? {};
  await ctx.session.save();
  ctx.log('logged-in', { publicId: p.publicIdentifier });
  return {
    status: 'LOGGED_IN',
    profile: {
      name: `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim(),
      publicId: p.publicIdentifier ?? '',
      memberUrn: p.dashEntityUrn,
    },
    ...(contracts ? { salesContracts: contracts } : {}),
  };
}

export async function login(ctx: ExecContext, payload: ActionPayloads['login'], opts: LoginOptions = {}) {
  return performLogin(ctx, { ...opts, fresh: payload.reason === 'credentials' || opts.fresh });
}
