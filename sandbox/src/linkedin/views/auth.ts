import { type Html, html } from '../html.ts';
import type { SandboxAccountSeed } from '../population.ts';
import { bareChromePage } from './layout.ts';

export function loginPage(opts: {
  redirect: string | null;
  email?: string;
  error?: { field: 'username' | 'password'; message: string };
  accounts: readonly SandboxAccountSeed[];
}): Html {
  const { error } = opts;
  return bareChromePage(
    'Sign In',
    html`<form class="login__form" action="/checkpoint/lg/login-submit" method="post" novalidate>
  <h1 class="header__content__heading">Sign in</h1>
  <p class="sub">Stay updated on your professional world</p>
  ${opts.redirect ? html`<input type="hidden" name="session_redirect" value="${opts.redirect}">` : ''}
  <div class="form__input--floating">
    <label for="username" class="form__label--floating">Email or phone</label>
    <input id="username" name="session_key" type="text" autocomplete="username" required value="${opts.email ?? ''}" aria-describedby="error-for-username">
  </div>
  ${error?.field === 'username' ? html`<div id="error-for-username" class="form__input--error" role="alert">${error.message}</div>` : ''}
  <div class="form__input--floating">
    <label for="password" class="form__label--floating">Password</label>
    <input id="password" name="session_password" type="password" autocomplete="current-password" required aria-describedby="error-for-password">
  </div>
  ${error?.field === 'password' ? html`<div id="error-for-password" class="form__input--error" role="alert">${error.message}</div>` : ''}
  <button class="btn__primary--large from__button--floating" type="submit" aria-label="Sign in">Sign in</button>
</form>
<div class="login-hint"><strong>Sandbox accounts</strong> (password <code>Sandbox1!</code>):
  ${opts.accounts.map((a) => html`<br><code>${a.email}</code>${a.challenge === 'email-pin' ? ' — asks for an emailed code' : ''}`)}
</div>`,
  );
}

function maskEmail(email: string): string {
  const [user, domain] = email.split('@');
  return `${user[0]}${'*'.repeat(Math.max(1, user.length - 2))}${user.at(-1)}@${domain}`;
}

export function pinChallengePage(opts: {
  challengeId: string;
  email: string;
  error?: string;
  resent?: boolean;
}): Html {
  return bareChromePage(
    'Security Verification',
    html`<form id="email-pin-challenge" class="login__form" action="/checkpoint/challenge/verify" method="post">
  <h1>Let's do a quick verification</h1>
  <p class="sub">The six-digit code has been sent to <strong>${maskEmail(opts.email)}</strong>.${opts.resent ? ' We sent a new code.' : ''}</p>
  <input type="hidden" name="challengeId" value="${opts.challengeId}">
  <div class="form__input--floating">
    <label for="input__email_verification_pin">Enter code</label>
    <input id="input__email_verification_pin" name="pin" type="text" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required>
  </div>
  ${opts.error ? html`<div class="form__input--error" role="alert">${opts.error}</div>` : ''}
  <button id="email-pin-submit-button" class="btn__primary--large" type="submit">Submit</button>
</form>
<form class="challenge-resend" action="/checkpoint/challenge/${opts.challengeId}/resend" method="post" style="text-align:center;margin-top:12px">
  <button type="submit" class="artdeco-button artdeco-button--tertiary">Resend code</button>
</form>`,
  );
}

export function authwallPage(redirect: string): Html {
  const target = `/login?session_redirect=${encodeURIComponent(redirect)}`;
  return bareChromePage(
    'Sign Up',
    html`<div class="login__form authwall">
  <h1>Join your colleagues, classmates, and friends</h1>
  <p class="sub">Sign in to see this profile and the rest of the network.</p>
  <a class="btn__primary--large" style="display:flex;align-items:center;justify-content:center" href="${target}" data-tracking-control-name="auth_wall_desktop-login-toggle">Sign in</a>
</div>`,
  );
}

export function restrictedPage(reason: string): Html {
  return bareChromePage(
    'Account Restricted',
    html`<div class="login__form restricted-page" id="restricted-account">
  <h1>Your account has been temporarily restricted</h1>
  <p>We’ve restricted your account because we noticed activity that goes against our User Agreement, such as repeatedly sending requests after reaching a limit.</p>
  <p class="text-body-small">Sandbox detail: ${reason}</p>
  <p><a href="/m/logout/">Sign out</a></p>
</div>`,
  );
}
