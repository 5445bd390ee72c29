import { Stack, Text, Title } from '@mantine/core';
import { incidentNoticesMessages as m, type IncidentNoticeContent } from '@guru/shared';

/** What happened, what was done, what to do: the notice's three parts, line breaks kept. */
export function NoticeSections({ notice }: { notice: Omit<IncidentNoticeContent, 'title' | 'occurredOn'> }) {
  const sections = [
    { heading: m.fieldWhatHappened, text: notice.whatHappened },
    { heading: m.fieldWhatWeDid, text: notice.whatWeDid },
    { heading: m.fieldWhatYouShouldDo, text: notice.whatYouShouldDo },
  ];
  return (
    <Stack gap="md">
      {sections.map((s) => (
        <Stack gap={4} key={s.heading}>
          <Title order={2} size="h5">
            {s.heading}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.text}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
