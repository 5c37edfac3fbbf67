import Button from '@mui/material/Button';
import { useState } from 'react';

/** Copies `text` to the clipboard and says so for a moment. */
export function CopyButton({
  text,
  testId,
  label = 'Copy',
}: {
  text: string;
  testId?: string;
  label?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard (insecure context): the text stays selectable.
    }
  };
  return (
    <Button variant="outlined" size="small" onClick={copy} data-testid={testId}>
      {copied ? 'Copied' : label}
    </Button>
  );
}
