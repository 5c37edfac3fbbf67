import type { TRehearsalState, TStartRehearsalRequest } from '@outreach/shared/schemas/rehearsal';

// "Rehearse in the sandbox" (issue #9) talks to the local runtime's /_local helpers, which exist only
// there: in AWS /_local/info does not answer JSON and the action stays hidden.

async function readJson<T>(res: Response): Promise<T> {
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const m = (body as { message?: string | string[] } | null)?.message;
    throw new Error((Array.isArray(m) ? m[0] : m) ?? 'Something went wrong');
  }
  return body as T;
}

export const rehearsalKey = (id: string) => `/_local/rehearsals/${id}`;
export const rehearsalReportUrl = (id: string) => `/_local/rehearsals/${id}/report.html`;

export const rehearsalApi = {
  /** Whether the SPA runs on the local runtime (its /_local helpers answer). */
  isLocal: async (): Promise<boolean> => {
    try {
      const res = await fetch('/_local/info');
      return res.ok && (res.headers.get('content-type') ?? '').includes('json');
    } catch {
      return false;
    }
  },
  start: async (body: TStartRehearsalRequest) =>
    readJson<TRehearsalState>(
      await fetch('/_local/rehearsals', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    ),
  get: async (key: string) => readJson<TRehearsalState>(await fetch(key)),
};
