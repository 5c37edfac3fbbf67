import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  emailAttachmentsMaxBytes,
  emailAttachmentsTooLarge,
  fileMaxBytes,
  templateViewMaxAttachments,
} from '@outreach/shared/constants/outreach';
import { upgradeHints } from '@outreach/shared/plans/features';
import { uploadMessages } from '@outreach/shared/schemas/uploads';
import { useRef, useState } from 'react';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { uploadKeptFile } from '../../templates/api/templatesApi.ts';

type FileRef = { file_uri: string; file_name: string };

/**
 * The files an Email step sends with its email (spec 3 §3 `attachments`): uploaded through the
 * presigned-URL service as kept files, listed as chips that can be removed. At most 6 files (the
 * template view's limit, so the step can be saved as a template), 10 MB each and together.
 */
export function StepAttachmentsField({
  value,
  onChange,
  testId,
}: {
  value: FileRef[];
  onChange(files: FileRef[]): void;
  testId: string;
}) {
  const { features } = useFeatures();
  const canAttach = features.has('attachments');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Sizes of the files uploaded here (saved ones are checked again by the server on save).
  const sizes = useRef(new Map<string, number>());

  const add = async (file: File) => {
    setError(null);
    if (value.length >= templateViewMaxAttachments) {
      setError(`Maximum ${templateViewMaxAttachments} file(s) can be attached`);
      return;
    }
    if (file.size > fileMaxBytes) {
      setError(uploadMessages.tooLarge);
      return;
    }
    const known = value.reduce((sum, f) => sum + (sizes.current.get(f.file_uri) ?? 0), 0);
    if (known + file.size > emailAttachmentsMaxBytes) {
      setError(emailAttachmentsTooLarge);
      return;
    }
    setBusy(true);
    try {
      const up = await uploadKeptFile(file, 'attachment');
      sizes.current.set(up.key, file.size);
      onChange([...value, { file_uri: up.key, file_name: file.name }]);
    } catch {
      setError('Uploading failed! Please contact support!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Tooltip title={canAttach ? '' : upgradeHints.premium}>
          <span>
            <Button
              component="label"
              size="small"
              startIcon={busy ? <CircularProgress size={16} /> : <AttachFile />}
              disabled={!canAttach || busy}
            >
              Attach file
              <input
                hidden
                type="file"
                data-testid={`${testId}-file`}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void add(file);
                }}
              />
            </Button>
          </span>
        </Tooltip>
        {value.map((f) => (
          <Chip
            key={f.file_uri}
            label={f.file_name}
            icon={<AttachFile />}
            onDelete={() => onChange(value.filter((x) => x.file_uri !== f.file_uri))}
            data-testid={`${testId}-attachment`}
          />
        ))}
      </Stack>
      {error && (
        <Typography color="error" variant="body2" data-testid={`${testId}-file-error`}>
          {error}
        </Typography>
      )}
    </Stack>
  );
}
