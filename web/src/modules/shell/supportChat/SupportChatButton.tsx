import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { openSupportChat } from './supportChat.ts';

const offTexts = {
  impersonating: "The help chat does not start while you manage another user's account.",
  'not-configured': 'The help chat is not available right now. Please use the Help link.',
  'white-label': 'The help chat is not available.',
} as const;

/**
 * The help chat button (spec 1 §2), for users who are not white-label users. An impersonating admin
 * sees it but the chat does not start for them.
 */
export function SupportChatButton({ impersonating }: { impersonating: boolean }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function open() {
    if (impersonating) {
      toast.show({ message: offTexts.impersonating, type: 'info' });
      return;
    }
    setBusy(true);
    try {
      const off = await openSupportChat();
      if (off) toast.show({ message: offTexts[off], type: 'info' });
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Tooltip title="Chat with us">
      <IconButton
        aria-label="Chat with us"
        onClick={() => void open()}
        disabled={busy}
        data-testid="nav-support-chat"
      >
        <ChatBubbleOutlineOutlined />
      </IconButton>
    </Tooltip>
  );
}
