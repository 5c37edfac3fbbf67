import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { standardPlaceholders } from '@outreach/shared/rules/outreach/placeholders';
import { shortenForConnect } from '@outreach/shared/schemas/templates';
import { useContext, useRef, useState } from 'react';
import { PlaceholderColumnsContext } from './PlaceholderColumnsContext.ts';

/**
 * A step's message with placeholder chips ({{first_name}}, …) and a character counter. A connect
 * note longer than 280 is cut with shared's 'Template message is too long…' notice (spec 3 §5).
 */
export function MessageField({
  label,
  value,
  onChange,
  maxLength,
  connectNote,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  maxLength: number;
  connectNote?: boolean;
  error?: string;
  testId: string;
}) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const columns = useContext(PlaceholderColumnsContext).filter(
    (c) => !(standardPlaceholders as readonly string[]).includes(c),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const apply = (next: string) => {
    if (connectNote) {
      const s = shortenForConnect(next);
      setNotice(s.notice);
      onChange(s.text);
    } else onChange(next);
  };
  const insert = (token: string) => {
    const el = ref.current;
    const at = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? at;
    apply(`${value.slice(0, at)}${token}${value.slice(end)}`);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        multiline
        minRows={3}
        maxRows={12}
        value={value}
        onChange={(e) => apply(e.target.value)}
        inputRef={ref}
        error={Boolean(error)}
        helperText={error ?? notice ?? ' '}
        slotProps={{
          htmlInput: { 'data-testid': testId },
          formHelperText: { sx: notice && !error ? { color: 'warning.main' } : undefined },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          Insert:
        </Typography>
        {standardPlaceholders.map((p) => (
          <Chip
            key={p}
            size="small"
            variant="outlined"
            label={`{{${p}}}`}
            onClick={() => insert(`{{${p}}}`)}
            data-testid={`${testId}-insert-${p}`}
          />
        ))}
        {columns.map((p) => (
          <Chip
            key={`csv-${p}`}
            size="small"
            color="secondary"
            variant="outlined"
            label={`{{${p}}}`}
            title="A column of the CSV file"
            onClick={() => insert(`{{${p}}}`)}
            data-testid={`${testId}-insert-csv-${p}`}
          />
        ))}
        <Typography
          variant="caption"
          color={value.length > maxLength ? 'error' : 'text.secondary'}
          sx={{ ml: 'auto !important' }}
          data-testid={`${testId}-count`}
        >
          {value.length}/{maxLength}
        </Typography>
      </Stack>
    </Stack>
  );
}
