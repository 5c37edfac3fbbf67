import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** A lead's custom data for one campaign: key/value fields, saved as a whole or reset to none. */
export function CustomDataEditor({
  value,
  onSave,
  onReset,
}: {
  value: Record<string, unknown> | null;
  onSave(data: Record<string, string>): Promise<void>;
  onReset(): Promise<void>;
}) {
  // Each row keeps a stable id so typing in one field never remounts another.
  const [rows, setRowsState] = useState<[string, string, number][]>(
    Object.entries(value ?? {}).map(([k, v], i) => [k, v == null ? '' : String(v), i]),
  );
  const setRows = (next: [string, string, number?][]) =>
    setRowsState(next.map(([k, v, id], i) => [k, v, id ?? Date.now() + i]));
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} data-testid="custom-data">
      <Typography variant="subtitle2">Custom data</Typography>
      {rows.map(([k, v, id], i) => (
        <Stack direction="row" spacing={1} key={id}>
          <TextField
            size="small"
            label="Field"
            value={k}
            onChange={(e) => setRows(rows.map((r, j) => (j === i ? [e.target.value, r[1], r[2]] : r)))}
          />
          <TextField
            size="small"
            label="Value"
            value={v}
            onChange={(e) => setRows(rows.map((r, j) => (j === i ? [r[0], e.target.value, r[2]] : r)))}
          />
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setRows([...rows, ['', '']])}>
          Add field
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() =>
            run(() => onSave(Object.fromEntries(rows.filter(([k]) => k.trim()).map(([k, v]) => [k, v]))))
          }
        >
          Save
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={busy || !value}
          onClick={() =>
            run(async () => {
              await onReset();
              setRows([]);
            })
          }
        >
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
