import { AppError } from '@outreach/shared/errors';
import { linkedInMessages } from '@outreach/shared/schemas/integrations';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import type { AccountKey } from '../bot/types.ts';
import { cloudBotInfoOf, contractsOf } from './cloud-bot-info.ts';

/**
 * POST /users/set-contract-id {selectedContractId}: the Sales Navigator contract the bot works under.
 * It must be one the account holds ('Something went wrong. Please try later.', spec 1's fallback) and
 * differ from the current one ('Please change contract before save'). Sales Navigator work switches
 * the session to it before it starts. Answers the cloud bot status.
 */
export async function setContractId(deps: Deps, acc: AccountKey, selectedContractId: string) {
  const a = await getAccount(deps, acc);
  const { contracts, selected } = contractsOf(a);
  const current = selected ?? contracts[0]?.contractId ?? null;
  if (!a || !contracts.some((c) => c.contractId === selectedContractId))
    throw new AppError('BAD_REQUEST', linkedInMessages.contractFallback);
  if (selectedContractId === current) throw new AppError('BAD_REQUEST', linkedInMessages.contractUnchanged);
  const updatedAt = deps.clock.now();
  await LinkedInAccountEntity.patch(acc).set({ selectedContractId, updatedAt }).go();
  return cloudBotInfoOf({ ...a, selectedContractId, updatedAt }, deps.clock.wallNow());
}
