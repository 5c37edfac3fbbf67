import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxState } from './state.ts';

export const STATE_FILE = 'linkedin-sandbox.json';

/** Persists the state as one JSON file, written atomically (temp file + rename) and debounced. */
export class JsonStateFile {
  private timer: NodeJS.Timeout | null = null;
  readonly path: string;

  constructor(
    dataDir: string,
    private readonly read: () => SandboxState,
    private readonly debounceMs = 150,
  ) {
    mkdirSync(dataDir, { recursive: true });
    this.path = join(dataDir, STATE_FILE);
  }

  load(): SandboxState | undefined {
    if (!existsSync(this.path)) return undefined;
    try {
      return JSON.parse(readFileSync(this.path, 'utf8')) as SandboxState;
    } catch {
      // A corrupt file is replaced by a fresh world rather than blocking the sandbox.
      return undefined;
    }
  }

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.writeNow();
    }, this.debounceMs);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.writeNow();
  }

  private writeNow(): void {
    const tmp = `${this.path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.read()));
    renameSync(tmp, this.path);
  }
}
