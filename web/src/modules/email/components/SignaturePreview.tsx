import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import { signatureExtensions } from './signatureExtensions.ts';

/** The saved signature shown read-only, parsed through the editor's schema (nothing else renders). */
export function SignaturePreview({ html }: { html: string }) {
  const editor = useEditor({ extensions: signatureExtensions, content: html, editable: false }, [html]);
  return (
    <Box
      data-testid="email-signature-preview"
      sx={{
        '& .ProseMirror': { outline: 'none' },
        '& p': { m: 0 },
        '& img': { maxWidth: '100%', maxHeight: 120, verticalAlign: 'middle' },
      }}
    >
      <EditorContent editor={editor} />
    </Box>
  );
}
