import {
  Button,
  Divider,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { businessMessages, formatMessage, messages, subscriptionLimits } from '@guru/shared';
import { useBranding } from '../../../lib/branding';
import { SubdomainField, firmAddress, useSubdomainAvailability } from '../../firm-signup';
import { useCreateFirmForm, type CreateFirmValues } from '../hooks/useCreateFirmForm';
import { PlanSelect } from './PlanSelect';

export interface CreateFirmModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Create a firm with its subscription, and invite its first advisor by e-mail. */
export function CreateFirmModal({ opened, onClose }: CreateFirmModalProps) {
  const { form, busy, setName, setSubdomain, submit } = useCreateFirmForm(onClose);
  const values = form.getValues();
  const check = useSubdomainAvailability(opened ? values.subdomain : '');
  const servedBy = useBranding().data?.subdomain;
  const refused = check.kind === 'unavailable' ? check.message : null;

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={
        <Text fw={700} size="lg">
          {businessMessages.providerCreateFirm}
        </Text>
      }
      size="lg"
      centered
    >
      <form noValidate onSubmit={form.onSubmit((v: CreateFirmValues) => void submit(v, refused))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {businessMessages.createFirmIntro}
          </Text>
          <TextInput
            label={messages.firmColumnName}
            required
            data-autofocus
            disabled={busy}
            {...form.getInputProps('name')}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <SubdomainField
            value={values.subdomain}
            onChange={setSubdomain}
            onBlur={() => form.validateField('subdomain')}
            error={typeof form.errors.subdomain === 'string' ? form.errors.subdomain : undefined}
            address={firmAddress(values.subdomain, window.location, servedBy)}
            check={check}
            disabled={busy}
            description={businessMessages.providerSubdomainHint}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PlanSelect
              value={values.planId}
              onChange={(planId) => form.setFieldValue('planId', planId)}
              disabled={busy}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {businessMessages.createFirmStartAs}
              </Text>
              <SegmentedControl
                fullWidth
                disabled={busy}
                value={values.status}
                onChange={(status) =>
                  form.setFieldValue('status', status === 'active' ? 'active' : 'trialing')
                }
                data={[
                  {
                    value: 'trialing',
                    label: formatMessage(businessMessages.startTrialOption, {
                      days: subscriptionLimits.trialDays,
                    }),
                  },
                  { value: 'active', label: businessMessages.startActiveOption },
                ]}
              />
            </Stack>
          </SimpleGrid>
          <TextInput
            type="date"
            label={businessMessages.periodEndLabel}
            description={formatMessage(businessMessages.periodEndHint, {
              days: subscriptionLimits.trialDays,
            })}
            disabled={busy}
            {...form.getInputProps('periodEnd')}
          />
          <Divider label={businessMessages.createFirmAdvisor} labelPosition="left" mt="xs" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={messages.signupFirstName}
              required
              disabled={busy}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={messages.signupLastName}
              required
              disabled={busy}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={messages.signupEmail}
            type="email"
            required
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {messages.clientsCancel}
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconSend size={16} />}>
              {businessMessages.createFirmSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
