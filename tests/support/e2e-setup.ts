import { beforeEach } from 'vitest';
import { reportPagesOnFailure } from './browser.ts';

// Every browser story reports its open pages when it fails (see browser.ts).
beforeEach(() => {
  reportPagesOnFailure();
});
