import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Image from '@tiptap/extension-image';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';

/**
 * The rich text a signature may hold: paragraphs, bold, italic, underline, bullets, links and one
 * inline image. Both the editor and the read-only preview parse the saved HTML through this schema,
 * so markup outside it (scripts, event attributes, `javascript:` links) never reaches the page.
 */
export const signatureExtensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Underline,
  BulletList,
  ListItem,
  UndoRedo,
  Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
  // Images come only from the upload button (spec 1 §5: pasted or dropped images are blocked).
  Image.configure({ inline: true, allowBase64: false }),
];
