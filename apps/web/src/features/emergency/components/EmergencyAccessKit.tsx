import { IconHeartHandshake } from '@tabler/icons-react';
import { Text } from '@mantine/core';
import { emergencyMessages as m, formatMessage } from '@guru/shared';
import { PrintableKit } from '../../../components/PrintableKit';
import { downloadBlob } from '../../../lib/download';
import {
  emergencyAccessKitFileName,
  emergencyAccessKitRows,
  emergencyAccessKitText,
  emergencyKitHowTo,
  type EmergencyAccessKitData,
} from '../lib/emergencyAccessKit';

const labels = {
  title: m.kitTitle,
  codeLabel: m.kitCode,
  keepSafe: m.kitKeepSafe,
  print: m.kitPrint,
  download: m.kitDownload,
  savedCheck: m.kitSavedCheck,
  done: m.kitDone,
};

/**
 * The printable Emergency Access Kit (ADR 0021), shown once after the contact is saved: the share C as the
 * kit code, the link with the kit's id and the instructions for the contact. It is made and kept in this
 * browser only; Done waits for "I have saved the Emergency Access Kit".
 */
export function EmergencyAccessKit({ kit, onDone }: { kit: EmergencyAccessKitData; onDone: () => void }) {
  return (
    <PrintableKit
      labels={labels}
      icon={<IconHeartHandshake size={28} color="var(--mantine-color-indigo-7)" aria-hidden />}
      intro={formatMessage(m.kitIntro, { name: kit.clientName })}
      code={kit.kitCode}
      codeTestId="emergency-kit-code"
      rows={emergencyAccessKitRows(kit)}
      valueTestIds={{ [m.kitLink]: 'emergency-kit-link' }}
      onDownload={() =>
        downloadBlob(
          new Blob([emergencyAccessKitText(kit)], { type: 'text/plain;charset=utf-8' }),
          emergencyAccessKitFileName(kit),
        )
      }
      onDone={onDone}
      inline
      testId="emergency-access-kit"
    >
      <Text size="sm">{emergencyKitHowTo(kit)}</Text>
    </PrintableKit>
  );
}
