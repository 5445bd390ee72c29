import { Alert, Button } from '@mantine/core';
import { IconVersions } from '@tabler/icons-react';
import { documentsViewerMessages as text, formatMessage, type DocumentRow } from '@guru/shared';

/** The upload's name is taken: offer to upload the file as a new version of the one already there. */
export function NewVersionOffer(props: { existing: DocumentRow; onUploadVersion: () => void }) {
  return (
    <Alert
      color="blue"
      icon={<IconVersions />}
      title={formatMessage(text.newVersionTitle, { name: props.existing.fileName })}
      data-testid="new-version-offer"
    >
      {text.newVersionText}
      <Button
        mt="sm"
        size="xs"
        display="block"
        leftSection={<IconVersions size={14} />}
        onClick={props.onUploadVersion}
      >
        {text.uploadNewVersion}
      </Button>
    </Alert>
  );
}
