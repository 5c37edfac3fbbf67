import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  MODAL_WIDTHS_PX,
  RICH_TEXT_MAX_HEIGHT_PX,
  RICH_TEXT_MIN_HEIGHT_PX,
  SIGNATURE_IMAGE_MIME_TYPES,
  SIGNATURE_MAX_IMAGES,
} from '@outreach/shared/constants/account';
import { fileMaxBytes } from '@outreach/shared/constants/outreach';
import type { TSignatureResponse } from '@outreach/shared/schemas/email-campaigns';
import {
  isAcceptedSignatureImage,
  signatureMessages,
  type TSignatureRequest,
} from '@outreach/shared/schemas/integrations';
import { uploadMessages } from '@outreach/shared/schemas/uploads';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/apiError.ts';
import { uploadKeptFile } from '../../templates/api/templatesApi.ts';
import { signatureHtml } from '../signatureHtml.ts';
import { SignatureToolbar } from './SignatureToolbar.tsx';
import { signatureExtensions } from './signatureExtensions.ts';

/** The `src` of every image in the editor, in document order. */
function imageSources(editor: Editor): string[] {
  const out: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image' && typeof node.attrs.src === 'string') out.push(node.attrs.src);
  });
  return out;
}

/**
 * 'Setup your Email Signature' (spec 1 §4, §5): rich text with at most one image, uploaded through the
 * presigned-URL service and shown inline; pasted or dropped images are blocked. The saved attachment
 * is the image the text still shows, so deleting it in the editor removes it.
 */
export function SignatureDialog({
  current,
  onClose,
  onSave,
}: {
  current: TSignatureResponse;
  onClose(): void;
  onSave(body: TSignatureRequest): Promise<unknown>;
}) {
  // Uploaded or saved images by URL → file name; the text decides which one is kept.
  const names = useRef(new Map(current.emailAttachments.map((a) => [a.file_uri, a.file_name])));
  const [excludeDash, setExcludeDash] = useState(current.isExcludedSignatureDash);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const editor = useEditor({
    extensions: signatureExtensions,
    // A saved image the text does not show is put under it, so it can be seen and removed.
    content: signatureHtml(current),
    editorProps: {
      attributes: { 'aria-label': 'Signature', 'aria-multiline': 'true', 'data-testid': 'signature-editor' },
      // Spec 1 §5: pasted or dropped images are blocked (text and links still paste).
      transformPastedHTML: (html) => html.replace(/<img\b[^>]*>/gi, ''),
      handlePaste: (_view, event) => Boolean(event.clipboardData?.files.length),
      handleDrop: (_view, event) => Boolean((event as DragEvent).dataTransfer?.files.length),
    },
  });

  const addImage = async (file: File) => {
    setError(null);
    if (imageSources(editor).length >= SIGNATURE_MAX_IMAGES) {
      setError(signatureMessages.oneImage);
      return;
    }
    if (
      !isAcceptedSignatureImage(file.name) ||
      !(SIGNATURE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)
    ) {
      setError(signatureMessages.imageType);
      return;
    }
    if (file.size > fileMaxBytes) {
      setError(uploadMessages.tooLarge);
      return;
    }
    setUploading(true);
    try {
      // Under the public prefix: mail clients load the signature's image from its URL.
      const up = await uploadKeptFile(file, 'signature');
      names.current.set(up.url, file.name);
      editor.chain().focus().setImage({ src: up.url, alt: '' }).run();
    } catch {
      setError(signatureMessages.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const shown = imageSources(editor).filter((src) => names.current.has(src));
    setError(null);
    setSaving(true);
    try {
      await onSave({
        emailSignature: editor.getHTML(),
        emailAttachments: shown
          .slice(0, SIGNATURE_MAX_IMAGES)
          .map((src) => ({ file_uri: src, file_name: names.current.get(src) as string })),
        isExcludedSignatureDash: excludeDash,
      });
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : 'Something went wrong');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="signature-dialog-title"
      slotProps={{ paper: { sx: { width: MODAL_WIDTHS_PX.medium, maxWidth: '100%' } } }}
      data-testid="signature-dialog"
    >
      <DialogTitle id="signature-dialog-title">Setup your Email Signature</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            Email steps with “Add my email signature” on put it under the message. You can add one image.
          </Typography>
          <SignatureToolbar editor={editor} uploading={uploading} onImage={(f) => void addImage(f)} />
          <Box
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:focus-within': { borderColor: 'primary.main' },
              '& .ProseMirror': {
                minHeight: RICH_TEXT_MIN_HEIGHT_PX,
                maxHeight: RICH_TEXT_MAX_HEIGHT_PX,
                overflowY: 'auto',
                outline: 'none',
                p: 1.5,
              },
              '& p': { m: 0 },
              '& img': { maxWidth: '100%', maxHeight: 160, verticalAlign: 'middle' },
              '& img.ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <EditorContent editor={editor} />
          </Box>
          {error && (
            <Alert severity="error" data-testid="signature-error">
              {error}
            </Alert>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={excludeDash}
                onChange={(e) => setExcludeDash(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Leave out the “--” line above the signature' } }}
                data-testid="signature-exclude-dash"
              />
            }
            label="Leave out the “--” line above the signature"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || uploading}
          data-testid="signature-save"
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
