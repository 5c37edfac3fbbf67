import { isBotConnected } from '@outreach/shared/rules/shell';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import type { AccountKey } from '../bot/types.ts';

type AccountRow = NonNullable<Awaited<ReturnType<typeof getAccount>>>;

type Contract = { contractId: string; name: string };

/** The account's Sales Navigator contracts (as read at sign-in) and the one chosen, if it still holds it. */
export function contractsOf(
  a: { salesContracts?: unknown; selectedContractId?: string } | null | undefined,
): {
  contracts: Contract[];
  selected: string | null;
} {
  const contracts = Array.isArray(a?.salesContracts) ? (a.salesContracts as Contract[]) : [];
  const selected = a?.selectedContractId;
  return {
    contracts,
    selected: selected && contracts.some((c) => c.contractId === selected) ? selected : null,
  };
}

/** The spec 1 §3 cloud bot status, from the account row. Never includes credentials or the session. */
export function cloudBotInfoOf(a: AccountRow | null, wallNow: number) {
  const verifying = Boolean(a?.loginStatus?.startsWith('LOGGED_IN_VERIFICATION'));
  const sales = contractsOf(a);
  return {
    loginStatus: a?.loginStatus ?? null,
    salesStatus: a?.salesStatus ?? null,
    contracts: sales.contracts,
    selectedContractId: sales.selected,
    browserId: verifying ? (a?.browserId ?? null) : null,
    verificationCodeExpiresAt:
      verifying && a?.verificationCodeExpiresAt ? new Date(a.verificationCodeExpiresAt).toISOString() : null,
    trying_login: Boolean(a?.tryingLogin),
    warningType: a?.warningType || null,
    reconnectStatus: null,
    email: a?.email ?? null,
    countryCode: a?.countryCode ?? null,
    name: a?.profileName ?? null,
    isCodeUsable: verifying && Boolean(a?.browserId) && (a?.verificationCodeExpiresAt ?? 0) > wallNow,
    data: { error: a?.errorCode || null },
  };
}

export async function getCloudBotInfo(deps: Deps, acc: AccountKey) {
  return cloudBotInfoOf(await getAccount(deps, acc), deps.clock.wallNow());
}

/** The LinkedIn part of GET /users/me. */
export function linkedInProfileFields(a: AccountRow | null) {
  const valid = Boolean(a?.isLoginValid);
  return {
    isLinkedinActive: Boolean(a),
    isLinkedInLoginValid: valid,
    isLinkedInLoginBeingVerified: Boolean(a?.tryingLogin),
    isLi2FAActive: a?.loginStatus === 'LOGGED_IN_VERIFICATION_2FA',
    linkedInEmail: a?.email ?? null,
    linkedInEntityUrn: a?.profileUrn ?? null,
    isCloudBotEnabled: Boolean(a),
    cloudBotStatus: a ? { loginStatus: a.loginStatus ?? null, salesStatus: a.salesStatus ?? null } : null,
    isBotConnected: isBotConnected({ isLinkedInLoginValid: valid, loginStatus: a?.loginStatus ?? null }),
  };
}
