import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface Props {
  /** The wizard step shown (0-based) and how many there are. */
  active: number;
  steps: number;
  /** The save in progress, if any: every button waits for it. */
  saving: null | 'draft' | 'publish';
  onBack: () => void;
  onNext: () => void;
  onSave: (publish: boolean) => void;
  /** Whether the channel the campaign sends through is connected; publishing needs it. */
  canPublish: boolean;
  /** Why Publish is off while `canPublish` is false ("Connect LinkedIn to publish"). */
  publishHint: string;
}

/** The campaign wizards' footer: Back, then Next, or on the last step Save as draft and Publish. */
export function WizardFooter({
  active,
  steps,
  saving,
  onBack,
  onNext,
  onSave,
  canPublish,
  publishHint,
}: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, maxWidth: 880 }}>
      {active > 0 && (
        <Button onClick={onBack} disabled={Boolean(saving)} data-testid="campaign-back">
          Back
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      {active < steps - 1 ? (
        <Button variant="contained" onClick={onNext} data-testid="campaign-next">
          Next
        </Button>
      ) : (
        <>
          <Button
            variant="outlined"
            onClick={() => onSave(false)}
            disabled={Boolean(saving)}
            data-testid="campaign-save-draft"
          >
            Save as draft
          </Button>
          <Tooltip title={canPublish ? '' : publishHint}>
            <span>
              <Button
                variant="contained"
                onClick={() => onSave(true)}
                disabled={Boolean(saving) || !canPublish}
                data-testid="campaign-publish"
              >
                {saving === 'publish' ? 'Publishing…' : 'Publish campaign'}
              </Button>
            </span>
          </Tooltip>
        </>
      )}
    </Stack>
  );
}
