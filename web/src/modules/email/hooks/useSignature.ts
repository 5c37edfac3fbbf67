import type { TSignatureResponse } from '@outreach/shared/schemas/email-campaigns';
import type { TSignatureRequest } from '@outreach/shared/schemas/integrations';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { SIGNATURE_KEY, signatureApi } from '../api/signatureApi.ts';

/** The user's email signature as saved, and a save that puts the server's answer in the cache. */
export function useSignature() {
  const read = useSWR<TSignatureResponse>(SIGNATURE_KEY);
  const write = useSWRMutation(SIGNATURE_KEY, (_key: string, { arg }: { arg: TSignatureRequest }) =>
    signatureApi.save(arg),
  );
  return {
    signature: read.data,
    isLoading: read.isLoading,
    error: read.error as unknown,
    saving: write.isMutating,
    save: (body: TSignatureRequest) => write.trigger(body, { populateCache: true, revalidate: false }),
  };
}
