import Alert from '@mui/material/Alert';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import type { Toast } from '../toastContext.ts';

/** The visible toasts, top right, newest last. */
export function ToastStack({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  return (
    <Stack
      spacing={1}
      data-testid="toasts"
      sx={{ position: 'fixed', top: 60, right: 16, zIndex: (t) => t.zIndex.snackbar, width: 380 }}
    >
      {toasts.map((t) => (
        <Slide key={t.id} direction="left" in mountOnEnter>
          <Alert
            role={t.type === 'error' ? 'alert' : 'status'}
            severity={t.type}
            variant="filled"
            onClose={() => onClose(t.id)}
            data-testid={`toast-${t.type}`}
            sx={{ boxShadow: 3 }}
          >
            {t.message}
          </Alert>
        </Slide>
      ))}
    </Stack>
  );
}
