import Box from '@mui/material/Box';
import { CopyButton } from '../../integrations/components/CopyButton.tsx';

/** A block of code (a command, a JSON answer) with a copy button. */
export function CodeBlock({ code, testId }: { code: string; testId?: string }) {
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="pre"
        data-testid={testId}
        sx={{
          m: 0,
          p: 2,
          pr: 10,
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'auto',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {code}
      </Box>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CopyButton text={code} testId={testId ? `${testId}-copy` : undefined} />
      </Box>
    </Box>
  );
}
