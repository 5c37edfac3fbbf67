import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import { shellTexts } from '@outreach/shared/rules/shell';
import { MessageScreen } from '../../ui/MessageScreen.tsx';

/** Gate (5): a blocked profile. Gate (4), the white-label blocked screen, uses the same card. */
export function BlockedScreen({
  onLogout,
  whiteLabel = false,
}: {
  onLogout: () => void;
  whiteLabel?: boolean;
}) {
  return (
    <MessageScreen
      testId={whiteLabel ? 'white-label-blocked' : 'account-blocked'}
      icon={<BlockOutlined />}
      title={whiteLabel ? 'This account is not available' : 'Account blocked'}
      actions={
        <Button variant="contained" onClick={onLogout}>
          {shellTexts.backToLogin}
        </Button>
      }
    >
      {shellTexts.accountProblem}
    </MessageScreen>
  );
}
