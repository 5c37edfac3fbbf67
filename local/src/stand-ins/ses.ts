import type { Server } from 'node:http';
import sesServer from 'aws-ses-v2-local';
import type { StandIn } from './dynamodb.ts';

export interface StoredMail {
  messageId: string;
  at: number;
  from: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  /** Attached files, their content base64-encoded. */
  attachments: { filename: string; contentType: string; size: number; content: string }[];
}

/** aws-ses-v2-local keeps every sent mail in memory; `/store` lists them. */
export async function startSes(port: number): Promise<StandIn & { list(): Promise<StoredMail[]> }> {
  const start = (sesServer as unknown as { default?: typeof sesServer }).default ?? sesServer;
  const server: Server = await start({ host: '127.0.0.1', port });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async list() {
      const res = await fetch(`${url}/store`);
      const data = (await res.json()) as { emails: Array<Record<string, unknown>> };
      return data.emails
        .map((e) => {
          const dest = e.destination as { to?: string[] } | undefined;
          const body = e.body as { text?: string; html?: string } | undefined;
          return {
            messageId: String(e.messageId),
            at: Number(e.at) * 1000,
            from: String(e.from ?? ''),
            to: dest?.to ?? [],
            subject: String(e.subject ?? ''),
            text: body?.text,
            html: body?.html,
            attachments: ((e.attachments as Array<Record<string, unknown>> | undefined) ?? []).map((a) => ({
              filename: String(a.filename ?? ''),
              contentType: String(a.contentType ?? ''),
              size: Number(a.size ?? 0),
              content: String(a.content ?? ''),
            })),
          };
        })
        .reverse();
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
