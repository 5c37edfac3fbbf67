import { fileMaxBytes } from '@outreach/shared/constants/outreach';
import { uploadMessages } from '@outreach/shared/schemas/uploads';
import { describe, expect, it } from 'vitest';
import { newSession, uploadCsv } from '../support/outreach.ts';

const csvUrl = (i: number) => `https://www.linkedin.com/in/upl-${i}/`;

describe('uploads: the declared size is signed and enforced, CSVs are capped', () => {
  it('asks for the size, refuses more than 10 MB, and signs the size into the PUT URL', async () => {
    const s = await newSession();
    const req = { filename: 'leads.csv', mimetype: 'text/csv' };
    const missing = await s.call('POST', '/uploads/presigned-url', req);
    expect(missing).toMatchObject({ status: 400, body: { message: [uploadMessages.sizeRequired] } });
    const big = await s.call('POST', '/uploads/presigned-url', { ...req, size: fileMaxBytes + 1 });
    expect(big).toMatchObject({ status: 400, body: { message: [uploadMessages.tooLarge] } });
    const ok = await s.call('POST', '/uploads/presigned-url', { ...req, size: 1234 });
    expect(ok.status).toBe(200);
    const url = new URL(ok.body.signed_url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    expect(ok.body.key).toMatch(new RegExp(`^uploads/${s.teamId}/`));
  });

  it('refuses a stored file larger than the limit before reading it (the local S3 does not check signatures)', async () => {
    // Prepare: declare a small file, then put a larger one (AWS S3 would refuse the PUT).
    const s = await newSession();
    const presigned = await s.call('POST', '/uploads/presigned-url', {
      filename: 'big.csv',
      mimetype: 'text/csv',
      size: 10,
    });
    const body = `LinkedIn URL\n${csvUrl(1)}\n${'x'.repeat(fileMaxBytes)}`;
    const put = await fetch(presigned.body.signed_url, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body,
    });
    expect(put.ok).toBe(true);
    // Act
    const res = await s.call('POST', '/campaigns/linked-in/audience/csv', { key: presigned.body.key });
    // Assess
    expect(res).toMatchObject({ status: 413, body: { message: uploadMessages.tooLarge } });
    expect((await s.call('GET', '/campaigns')).body.total).toBe(0);
  });

  it('answers 400 to a CSV with too many columns and leaves no draft behind', async () => {
    const s = await newSession();
    const header = ['LinkedIn URL', ...Array.from({ length: 60 }, (_, i) => `col${i}`)].join(',');
    const key = await uploadCsv(s, `${header}\n${csvUrl(1)}`);
    const res = await s.call('POST', '/campaigns/linked-in/audience/csv', { key });
    expect(res).toMatchObject({ status: 400, body: { message: 'The CSV file has more than 50 columns' } });
    expect((await s.call('GET', '/campaigns')).body.total).toBe(0);
  });
});
