import { Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { AppType, appRoutes, messages, formatMessage, appDisplayName } from '@guru/shared';
import { useBranding } from '../../../lib/branding';

export interface DisclosureModalProps {
  app: AppType;
  /** Signed up from a share (role 5): no advisor of their own, no documents of their own. */
  thirdParty: boolean;
  opened: boolean;
  /** The terms box of the form: ticking either one ticks both. */
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  onClose: () => void;
}

/**
 * "Client Disclosure" (the specification's sign-up screens): free from the advisor, no software is impenetrable,
 * full responsibility and hold harmless, what the advisor cannot see; the page behind does not scroll.
 */
export function DisclosureModal({
  app,
  thirdParty,
  opened,
  accepted,
  onAcceptedChange,
  onClose,
}: DisclosureModalProps) {
  const firm = useBranding().data?.name ?? messages.productName;
  const values = { app: appDisplayName(app), firm };
  const texts = thirdParty
    ? {
        free: messages.disclosureFreeThirdParty,
        responsibility: messages.disclosureResponsibilityThirdParty,
        privacy: messages.disclosurePrivacyThirdParty,
      }
    : {
        free: messages.disclosureFree,
        responsibility: messages.disclosureResponsibility,
        privacy:
          app === AppType.documents
            ? messages.disclosurePrivacyDocuments
            : messages.disclosurePrivacyPassword,
      };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} size="lg">
          {messages.disclosureTitle}
        </Text>
      }
      size="lg"
      centered
      lockScroll
    >
      <Stack gap="md">
        <List spacing="sm" size="sm">
          <List.Item>{formatMessage(texts.free, values)}</List.Item>
          <List.Item>{formatMessage(messages.disclosureNoGuarantee, values)}</List.Item>
          <List.Item>{formatMessage(texts.responsibility, values)}</List.Item>
          <List.Item>{formatMessage(texts.privacy, values)}</List.Item>
        </List>
        <Text size="sm">
          {messages.disclosureMore}{' '}
          <Anchor href={appRoutes(app).securityDetails} target="_blank" rel="noopener noreferrer">
            {messages.disclosureSecurityDetails}
          </Anchor>
        </Text>
        <Checkbox
          checked={accepted}
          onChange={(event) => onAcceptedChange(event.currentTarget.checked)}
          label={messages.disclosureAccept}
        />
        <Group justify="flex-end">
          <Button onClick={onClose} miw={96}>
            {messages.disclosureDone}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
