// Standalone LinkedIn sandbox: `node --import tsx sandbox/src/linkedin/main.ts`
// Env: LINKEDIN_SANDBOX_PORT (default 4010), LINKEDIN_SANDBOX_HOST, LINKEDIN_SANDBOX_DATA_DIR, LINKEDIN_SANDBOX_SEED.
import { startLinkedInSandbox } from './server.ts';

const sandbox = await startLinkedInSandbox({
  port: Number(process.env.LINKEDIN_SANDBOX_PORT ?? 4010),
  host: process.env.LINKEDIN_SANDBOX_HOST,
  dataDir: process.env.LINKEDIN_SANDBOX_DATA_DIR ?? '.data',
  seed: process.env.LINKEDIN_SANDBOX_SEED ? Number(process.env.LINKEDIN_SANDBOX_SEED) : undefined,
  // Without a mail viewer the PIN is printed, so the email-PIN accounts still work standalone.
  sendMail: async (m) => console.log(`\n[linkedin-sandbox] mail to ${m.to}\n  ${m.subject}\n`),
});

console.log(`LinkedIn sandbox on ${sandbox.url}`);
for (const a of sandbox.accounts)
  console.log(`  ${a.email} / ${a.password}${a.challenge === 'email-pin' ? ' (email PIN)' : ''}`);

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
