import {
  IconFile,
  IconFileText,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
  IconPhoto,
} from '@tabler/icons-react';
import type { DocumentRow } from '@guru/shared';
import { FileKind, fileKindOf } from '../lib/fileTypes';

const icons = {
  [FileKind.pdf]: { Icon: IconFileTypePdf, color: 'var(--mantine-color-red-7)' },
  [FileKind.word]: { Icon: IconFileTypeDoc, color: 'var(--mantine-color-blue-7)' },
  [FileKind.spreadsheet]: { Icon: IconFileTypeXls, color: 'var(--mantine-color-green-7)' },
  [FileKind.presentation]: { Icon: IconFileTypePpt, color: 'var(--mantine-color-orange-7)' },
  [FileKind.image]: { Icon: IconPhoto, color: 'var(--mantine-color-grape-7)' },
  [FileKind.text]: { Icon: IconFileText, color: 'var(--mantine-color-gray-7)' },
  [FileKind.other]: { Icon: IconFile, color: 'var(--mantine-color-gray-6)' },
} as const;

/** The row's type icon, by mimetype or extension; its kind is in data-kind (tests, styling). */
export function FileTypeIcon({
  file,
  size = 22,
}: {
  file: Pick<DocumentRow, 'mimetype' | 'fileName'>;
  size?: number;
}) {
  const kind = fileKindOf(file);
  const { Icon, color } = icons[kind];
  return <Icon size={size} color={color} aria-hidden data-kind={kind} stroke={1.6} />;
}
