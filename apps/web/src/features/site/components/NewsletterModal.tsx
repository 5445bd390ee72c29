import { useState } from 'react';
import { Button, Modal, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Group } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { messages } from '@guru/shared';
import { MessageModal } from '../../../components/MessageModal';
import { useNewsletterForm } from '../hooks/useNewsletterForm';

export interface NewsletterModalProps {
  opened: boolean;
  onClose: () => void;
}

function NewsletterForm({ onSubscribed }: { onSubscribed: () => void }) {
  const { form, busy, submit } = useNewsletterForm(onSubscribed);
  const optional = { description: messages.newsletterOptional };
  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={messages.newsletterFirstName}
            required
            autoComplete="given-name"
            data-autofocus
            disabled={busy}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={messages.newsletterLastName}
            required
            autoComplete="family-name"
            disabled={busy}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={messages.newsletterEmail}
          required
          type="email"
          autoComplete="email"
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={messages.newsletterCompany}
            {...optional}
            autoComplete="organization"
            disabled={busy}
            {...form.getInputProps('company')}
          />
          <TextInput
            label={messages.newsletterWebsite}
            {...optional}
            autoComplete="url"
            disabled={busy}
            {...form.getInputProps('website')}
          />
        </SimpleGrid>
        <Button type="submit" size="md" fullWidth mt="xs" loading={busy} leftSection={<IconMail size={18} />}>
          {messages.newsletterSubmit}
        </Button>
      </Stack>
    </form>
  );
}

/** The specification's beta sign-up modal, then its success modal ("Successfully!"). */
export function NewsletterModal({ opened, onClose }: NewsletterModalProps) {
  const [done, setDone] = useState(false);
  const finish = () => {
    setDone(false);
    onClose();
  };
  return (
    <>
      <Modal
        opened={opened && !done}
        onClose={onClose}
        centered
        size="lg"
        radius="lg"
        padding="xl"
        title={
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light">
              <IconMail size={22} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {messages.newsletterTitle}
            </Text>
          </Group>
        }
      >
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            {messages.newsletterIntro}
          </Text>
          <NewsletterForm onSubscribed={() => setDone(true)} />
        </Stack>
      </Modal>
      <MessageModal
        opened={opened && done}
        title={messages.newsletterSuccessTitle}
        onOk={finish}
        onClose={finish}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCircleCheck
            size={28}
            color="var(--mantine-color-teal-6)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text>{messages.newsletterSuccessText}</Text>
        </Group>
      </MessageModal>
    </>
  );
}

/** A button that opens the newsletter modal. */
export function NewsletterButton({
  variant = 'filled',
  size = 'md',
  color,
}: {
  variant?: 'filled' | 'white' | 'outline' | 'light';
  size?: 'sm' | 'md' | 'lg';
  color?: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        color={color}
        leftSection={<IconMail size={18} />}
        onClick={() => setOpened(true)}
      >
        {messages.newsletterOpen}
      </Button>
      <NewsletterModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
