import { IconLifebuoy } from '@tabler/icons-react';
import { messages } from '@guru/shared';
import { PrintableKit } from '../../../components/PrintableKit';
import {
  downloadTextFile,
  emergencyKitFileName,
  emergencyKitRows,
  emergencyKitText,
  type EmergencyKitData,
} from '../lib/emergencyKit';

export interface EmergencyKitProps {
  kit: EmergencyKitData;
  onContinue: () => void;
}

const labels = {
  title: messages.kitTitle,
  codeLabel: messages.kitRecoveryCode,
  keepSafe: messages.kitKeepSafe,
  print: messages.kitPrint,
  download: messages.kitDownload,
  savedCheck: messages.kitSaved,
  done: messages.kitContinue,
};

/**
 * The printable Emergency Kit (docs/ARCHITECTURE.md, "Password Guru"), shown once after sign-up: the recovery code
 * with who and where it belongs to. Continue waits for "I have saved my Emergency Kit".
 */
export function EmergencyKit({ kit, onContinue }: EmergencyKitProps) {
  return (
    <PrintableKit
      labels={labels}
      icon={<IconLifebuoy size={28} color="var(--mantine-color-indigo-7)" aria-hidden />}
      intro={messages.kitIntro}
      code={kit.recoveryCode}
      codeTestId="recovery-code"
      rows={emergencyKitRows(kit).filter(([label]) => label !== messages.kitRecoveryCode)}
      onDownload={() => downloadTextFile(emergencyKitFileName(kit), emergencyKitText(kit))}
      onDone={onContinue}
      testId="emergency-kit"
    />
  );
}
