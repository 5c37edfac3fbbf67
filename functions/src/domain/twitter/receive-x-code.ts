import { randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '@outreach/shared/errors';
import { X_PIN_LENGTH } from '@outreach/shared/schemas/twitter';
import { XConnectFlowEntity } from '../../data/entities/x-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { xFlowHash, xFlowKeyOf } from './get-x-auth-url.ts';
import { xMessages, xSecretContext } from './x-account-view.ts';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /twitter/code (public): X sent the user back to our code page with its code and our state. The
 * state names the sign-in this user started and proves it; the code is kept encrypted with the flow
 * and a fresh 7-digit PIN is answered, which the user types in Integrations → X as with X's own PIN
 * page (spec 1: the PIN flow). A second code for the same flow replaces the first.
 */
export async function receiveXCode(deps: Deps, input: { code: string; state: string }) {
  const key = xFlowKeyOf(input.state);
  const flow = key ? (await XConnectFlowEntity.get(key).go()).data : null;
  if (!key || !flow?.stateHash || !sameHash(flow.stateHash, xFlowHash(input.state)))
    throw new AppError('BAD_REQUEST', xMessages.expired);
  if (flow.expiresAt <= deps.clock.now()) throw new AppError('BAD_REQUEST', xMessages.expired);
  const pin = String(randomInt(0, 10 ** X_PIN_LENGTH)).padStart(X_PIN_LENGTH, '0');
  await XConnectFlowEntity.patch(key)
    .set({
      codeEnc: await deps.secrets.encrypt(input.code, xSecretContext(key)),
      pinHash: xFlowHash(`${flow.stateHash}:${pin}`),
    })
    .where((a, op) => op.eq(a.verifierEnc, flow.verifierEnc))
    .go()
    .catch(() => {
      throw new AppError('BAD_REQUEST', xMessages.expired); // a verify took the flow meanwhile
    });
  return { pin };
}
