import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { SIGNATURE_IMAGE_MIME_TYPES } from '@outreach/shared/constants/account';
import { type Editor, useEditorState } from '@tiptap/react';
import { type ReactNode, useState } from 'react';

/** Bold, italic, underline, list, link and the image upload of the signature editor. */
export function SignatureToolbar({
  editor,
  uploading,
  onImage,
}: {
  editor: Editor;
  uploading: boolean;
  onImage(file: File): void;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      list: e.isActive('bulletList'),
      link: e.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const mark = (label: string, on: boolean, icon: ReactNode, run: () => void) => (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={on}
        color={on ? 'primary' : 'default'}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  const applyLink = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {mark('Bold', active.bold, <FormatBold />, () => editor.chain().focus().toggleBold().run())}
        {mark('Italic', active.italic, <FormatItalic />, () => editor.chain().focus().toggleItalic().run())}
        {mark('Underline', active.underline, <FormatUnderlined />, () =>
          editor.chain().focus().toggleUnderline().run(),
        )}
        {mark('Bulleted list', active.list, <FormatListBulleted />, () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {active.link
          ? mark('Remove link', true, <LinkOff />, () =>
              editor.chain().focus().extendMarkRange('link').unsetLink().run(),
            )
          : mark('Link', linkOpen, <LinkIcon />, () => {
              setHref('');
              setLinkOpen((o) => !o);
            })}
        <Tooltip title="Add image">
          <span>
            <IconButton component="label" size="small" aria-label="Add image" disabled={uploading}>
              {uploading ? <CircularProgress size={20} /> : <AddPhotoAlternate />}
              <input
                hidden
                type="file"
                accept={SIGNATURE_IMAGE_MIME_TYPES.join(',')}
                data-testid="signature-image-input"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) onImage(file);
                }}
              />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {linkOpen && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label="Link address"
            placeholder="https://example.com"
            value={href}
            autoFocus
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 2048, 'data-testid': 'signature-link-url' } }}
          />
          <Button onClick={applyLink}>Apply</Button>
        </Stack>
      )}
    </Stack>
  );
}
