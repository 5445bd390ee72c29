import { useState } from 'react';
import {
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { businessMessages, isPlanId, planById, type PlanId } from '@guru/shared';
import { formatDateUs } from '../../../lib/format';
import { useSignedIn } from '../../auth';
import { paymentsQuery } from '../api/providerApi';
import type { FirmMutations } from '../hooks/useFirmMutations';
import { dateInputToIso, dollarsToCents, formatMoney } from '../lib/firmActions';

function RecordPaymentForm({
  planId,
  mutations,
  onDone,
}: {
  planId: PlanId | null;
  mutations: FirmMutations;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState<number | string>(planId ? planById(planId).priceUsd : '');
  const [paidOn, setPaidOn] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const cents = dollarsToCents(amount);
    setError(cents === null ? businessMessages.paymentAmountInvalid : null);
    if (cents === null) return;
    const paidAt = dateInputToIso(paidOn);
    const input = {
      amountCents: cents,
      currency: 'usd',
      ...(paidAt ? { paidAt } : {}),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    };
    if (await mutations.payment(input)) onDone();
  };
  return (
    <Stack gap="sm">
      <NumberInput
        label={businessMessages.paymentAmount}
        required
        min={0}
        decimalScale={2}
        prefix="$"
        thousandSeparator=","
        value={amount}
        onChange={setAmount}
        error={error}
        data-autofocus
      />
      <TextInput
        type="date"
        label={businessMessages.paymentDate}
        description={businessMessages.paymentDateHint}
        value={paidOn}
        onChange={(e) => setPaidOn(e.currentTarget.value)}
      />
      <TextInput
        label={businessMessages.paymentReference}
        maxLength={200}
        value={reference}
        onChange={(e) => setReference(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {businessMessages.back}
        </Button>
        <Button loading={mutations.busy === 'payment'} onClick={() => void submit()}>
          {businessMessages.recordPayment}
        </Button>
      </Group>
    </Stack>
  );
}

/** Payments of the firm (recorded by hand or by Stripe), and Record a payment. */
export function PaymentsCard({
  firmId,
  planId,
  mutations,
}: {
  firmId: string;
  planId: string | null;
  mutations: FirmMutations;
}) {
  const { app } = useSignedIn();
  const payments = useQuery(paymentsQuery(app, firmId));
  const [recording, setRecording] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={businessMessages.paymentsTitle}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {businessMessages.paymentsTitle}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconReceipt size={14} />}
            onClick={() => setRecording(true)}
          >
            {businessMessages.recordPayment}
          </Button>
        </Group>
        {payments.isPending && <Skeleton h={24} />}
        {payments.data?.length === 0 && (
          <Text c="dimmed" size="sm">
            {businessMessages.noPayments}
          </Text>
        )}
        {payments.data && payments.data.length > 0 && (
          <Table verticalSpacing={6} fz="sm" aria-label={businessMessages.paymentsTitle}>
            <Table.Tbody>
              {payments.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDateUs(p.paidAt)}</Table.Td>
                  <Table.Td fw={600}>{formatMoney(p.amountCents, p.currency)}</Table.Td>
                  <Table.Td>{p.reference ?? ''}</Table.Td>
                  <Table.Td c="dimmed">
                    {p.source === 'stripe' ? businessMessages.sourceStripe : businessMessages.sourceManual}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Modal
        opened={recording}
        onClose={() => setRecording(false)}
        title={<Text fw={700}>{businessMessages.recordPayment}</Text>}
        centered
      >
        {recording && (
          <RecordPaymentForm
            planId={planId && isPlanId(planId) ? planId : null}
            mutations={mutations}
            onDone={() => setRecording(false)}
          />
        )}
      </Modal>
    </Card>
  );
}
