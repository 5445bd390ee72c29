import {
  Button,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { contactTopicLabels, contactTopics, messages, siteLimits, type ContactTopic } from '@guru/shared';
import { useContactForm } from '../../hooks/useContactForm';

const topicOptions = [
  { value: '', label: messages.contactTopicChoose, disabled: true },
  ...contactTopics.map((topic) => ({ value: topic, label: contactTopicLabels[topic] })),
];

/** The contact form (to the provider); after sending, a thank-you in its place. */
export function ContactForm({ initialTopic }: { initialTopic: ContactTopic | '' }) {
  const { form, busy, sent, submit } = useContactForm(initialTopic);
  if (sent) {
    return (
      <Stack gap="sm" align="center" ta="center" py="xl" role="status">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {messages.contactSentTitle}
        </Title>
        <Text c="dimmed">{messages.contactSentText}</Text>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={messages.contactName}
            required
            autoComplete="name"
            disabled={busy}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={messages.contactEmail}
            required
            type="email"
            autoComplete="email"
            disabled={busy}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={messages.contactCompany}
            description={messages.newsletterOptional}
            autoComplete="organization"
            disabled={busy}
            {...form.getInputProps('company')}
          />
          <NativeSelect
            label={messages.contactTopic}
            required
            data={topicOptions}
            disabled={busy}
            {...form.getInputProps('topic')}
          />
        </SimpleGrid>
        <Textarea
          label={messages.contactMessage}
          required
          rows={7}
          resize="vertical"
          maxLength={siteLimits.contactMessageMaxLength}
          disabled={busy}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          size="md"
          loading={busy}
          leftSection={<IconSend size={18} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {messages.contactSubmit}
        </Button>
      </Stack>
    </form>
  );
}
