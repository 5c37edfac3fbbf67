import type { TIntercomResponse } from '@outreach/shared/schemas/support-chat';
import { api } from '../../api/apiClient.ts';

type Messenger = (command: string, arg?: Record<string, unknown>) => unknown;
declare global {
  interface Window {
    Intercom?: Messenger;
  }
}

let loading: Promise<void> | null = null;

/** Loads the Messenger script once (Intercom's, or the local support-chat sandbox's). */
function loadScript(src: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      loading = null;
      reject(new Error('The support chat could not be loaded. Please try again later.'));
    };
    document.head.append(s);
  });
  return loading;
}

/**
 * Opens the help chat (spec 1 §2): asks GET /intercom for the signed identity, loads the Messenger on
 * first use (nothing is loaded before the button is pressed, so pages stay light) and boots it with
 * `user_hash`. Answers why it did not open, or null when it did.
 */
export async function openSupportChat(): Promise<TIntercomResponse['reason']> {
  const id = await api.get<TIntercomResponse>('/intercom');
  if (!id.enabled || !id.widgetUrl || !id.appId || !id.user) return id.reason ?? 'not-configured';
  await loadScript(id.widgetUrl);
  window.Intercom?.('boot', {
    app_id: id.appId,
    user_id: id.user.userId,
    email: id.user.email,
    name: id.user.name,
    created_at: id.user.createdAt,
    user_hash: id.user.userHash,
  });
  window.Intercom?.('show');
  return null;
}

/** Signing out ends the chat's identity in this browser. */
export function shutdownSupportChat(): void {
  window.Intercom?.('shutdown');
}
