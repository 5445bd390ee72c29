import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatMessage, incidentNoticesLimits, incidentNoticesMessages as m } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { audienceQuery, noticesKey, sendNotice, type NoticeSide } from '../api/incidentNoticesApi';
import { emptyNoticeForm, noticeBody, noticeFormErrors, type NoticeFormValues } from '../lib/noticeForm';
import { NoticesFrame } from './NoticesFrame';
import { sideRoutes } from './sideRoutes';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The compose screen: the notice's texts, the date of the incident, the recipients (some or all), Send. */
export function ComposeNoticePage({ side }: { side: NoticeSide }) {
  const { app } = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const audience = useQuery(audienceQuery(app, side));
  const [values, setValues] = useState<NoticeFormValues>(emptyNoticeForm);
  const [submitted, setSubmitted] = useState(false);
  const routes = sideRoutes[side];
  const errors = submitted ? noticeFormErrors(values, todayUtc()) : {};
  const set = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const send = useMutation({
    mutationFn: () =>
      side === 'provider'
        ? sendNotice(app, side, noticeBody(values, 'provider'))
        : sendNotice(app, side, noticeBody(values, 'firm')),
    onSuccess: (notice) => {
      notifySuccess(formatMessage(m.sent, { count: notice.people }));
      void queryClient.invalidateQueries({ queryKey: noticesKey });
      void navigate(routes.notice(notice.id));
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(noticeFormErrors(values, todayUtc())).length === 0) send.mutate();
  };

  const people = audience.data?.people ?? [];
  return (
    <NoticesFrame side={side} back={{ to: routes.list, label: m.back }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg" mt="md">
          <Stack gap={4} maw={680}>
            <Title order={1} size="h2">
              {m.composeTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {side === 'provider' ? m.providerIntro : m.advisorIntro}
            </Text>
          </Stack>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <TextInput
                label={m.fieldTitle}
                required
                maxLength={incidentNoticesLimits.titleMax}
                value={values.title}
                onChange={(e) => set('title', e.currentTarget.value)}
                error={errors.title}
              />
              <TextInput
                label={m.fieldOccurredOn}
                type="date"
                required
                max={todayUtc()}
                value={values.occurredOn}
                onChange={(e) => set('occurredOn', e.currentTarget.value)}
                error={errors.occurredOn}
                maw={260}
              />
              <Textarea
                label={m.fieldWhatHappened}
                required
                autosize
                minRows={3}
                maxLength={incidentNoticesLimits.sectionMax}
                value={values.whatHappened}
                onChange={(e) => set('whatHappened', e.currentTarget.value)}
                error={errors.whatHappened}
              />
              <Textarea
                label={m.fieldWhatWeDid}
                required
                autosize
                minRows={3}
                maxLength={incidentNoticesLimits.sectionMax}
                value={values.whatWeDid}
                onChange={(e) => set('whatWeDid', e.currentTarget.value)}
                error={errors.whatWeDid}
              />
              <Textarea
                label={m.fieldWhatYouShouldDo}
                required
                autosize
                minRows={3}
                maxLength={incidentNoticesLimits.sectionMax}
                value={values.whatYouShouldDo}
                onChange={(e) => set('whatYouShouldDo', e.currentTarget.value)}
                error={errors.whatYouShouldDo}
              />
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {side === 'provider' ? m.recipientsFirms : m.recipientsClients}
              </Title>
              <Switch
                label={side === 'provider' ? m.allFirms : m.allClients}
                checked={values.all}
                onChange={(e) => set('all', e.currentTarget.checked)}
              />
              {audience.isPending && <Skeleton h={80} />}
              {audience.isError && <Alert color="red">{m.loadFailed}</Alert>}
              {audience.data && people.length === 0 && <Text c="dimmed">{m.noAudience}</Text>}
              {!values.all && people.length > 0 && (
                <Checkbox.Group
                  label={side === 'provider' ? m.chooseFirms : m.chooseClients}
                  value={values.chosen}
                  onChange={(chosen) => set('chosen', chosen)}
                  error={errors.chosen}
                >
                  <ScrollArea.Autosize mah={280} type="auto" mt="xs">
                    <Stack gap="xs">
                      {people.map((p) => (
                        <Checkbox
                          key={p.id}
                          value={p.id}
                          label={p.name}
                          description={p.detail}
                          styles={{
                            label: { overflowWrap: 'anywhere' },
                            description: { overflowWrap: 'anywhere' },
                          }}
                        />
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                </Checkbox.Group>
              )}
            </Stack>
          </Card>
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
              {m.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </NoticesFrame>
  );
}
