import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, Center, Group, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { documentsScreenMessages as text, formatMessage } from '@guru/shared';

export interface DropZoneProps {
  /** Off where the user may not upload (Share with me, third parties). */
  enabled: boolean;
  /** Where dropped files go, as the user reads it (the tab and the open folder). */
  placeName: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/** Files dragged onto the table are queued, each its own upload, into the open tab and folder. */
export function DropZone({ enabled, placeName, onFiles, children }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  if (!enabled) return <>{children}</>;

  return (
    <Box
      pos="relative"
      data-testid="documents-dropzone"
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
      {over && (
        <Center
          pos="absolute"
          inset={0}
          style={{
            border: '2px dashed var(--mantine-color-indigo-5)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'rgba(238, 242, 255, 0.92)',
            pointerEvents: 'none',
            zIndex: 2,
          }}
        >
          <Group gap="sm">
            <IconCloudUpload size={32} color="var(--mantine-color-indigo-6)" aria-hidden />
            <Text fw={600} c="indigo.8">
              {formatMessage(text.dropHere, { place: placeName })}
            </Text>
          </Group>
        </Center>
      )}
    </Box>
  );
}
