import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  PlanId,
  businessMessages,
  formatMessage,
  subscriptionLimits,
  type PlanId as PlanIdType,
} from '@guru/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateUs } from '../../../lib/format';
import { dateInputToIso, isFutureDay, isoToDateInput, type FirmActionKind } from '../lib/firmActions';
import type { FirmMutations } from '../hooks/useFirmMutations';
import { PlanSelect } from './PlanSelect';

export interface SubscriptionActionModalsProps {
  open: FirmActionKind | null;
  firmName: string;
  currentPlan: PlanIdType | null;
  currentPeriodEnd: string | null;
  mutations: FirmMutations;
  onClose: () => void;
}

/** A period end typed in a date box: empty (when allowed) or a day after today. */
function periodEndError(value: string, optional: boolean): string | null {
  if (value === '') return optional ? null : businessMessages.periodEndPast;
  return isFutureDay(value, new Date()) ? null : businessMessages.periodEndPast;
}

function ActivateForm({
  currentPlan,
  mutations,
  onClose,
}: Pick<SubscriptionActionModalsProps, 'currentPlan' | 'mutations' | 'onClose'>) {
  const [planId, setPlanId] = useState<PlanIdType>(currentPlan ?? PlanId.allInOne);
  const [periodEnd, setPeriodEnd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = periodEndError(periodEnd, true);
    setError(problem);
    if (problem) return;
    const iso = dateInputToIso(periodEnd);
    if (await mutations.subscription({ kind: 'activate', planId, ...(iso ? { periodEnd: iso } : {}) }))
      onClose();
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{businessMessages.activateText}</Text>
      <PlanSelect value={planId} onChange={setPlanId} />
      <TextInput
        type="date"
        label={businessMessages.periodEndLabel}
        description={formatMessage(businessMessages.periodEndHint, { days: subscriptionLimits.trialDays })}
        value={periodEnd}
        onChange={(e) => setPeriodEnd(e.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {businessMessages.back}
        </Button>
        <Button loading={mutations.busy === 'activate'} onClick={() => void submit()}>
          {businessMessages.activate}
        </Button>
      </Group>
    </Stack>
  );
}

function ExtendForm({
  currentPeriodEnd,
  mutations,
  onClose,
}: Pick<SubscriptionActionModalsProps, 'currentPeriodEnd' | 'mutations' | 'onClose'>) {
  const [periodEnd, setPeriodEnd] = useState(currentPeriodEnd ? isoToDateInput(currentPeriodEnd) : '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = periodEndError(periodEnd, false);
    setError(problem);
    const iso = dateInputToIso(periodEnd);
    if (problem || !iso) return;
    if (await mutations.subscription({ kind: 'extend', periodEnd: iso })) onClose();
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{businessMessages.extendText}</Text>
      {currentPeriodEnd && (
        <Text size="sm" c="dimmed">
          {businessMessages.firmColumnPeriodEnd}: {formatDateUs(currentPeriodEnd)}
        </Text>
      )}
      <TextInput
        type="date"
        label={businessMessages.periodEndLabel}
        required
        value={periodEnd}
        onChange={(e) => setPeriodEnd(e.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {businessMessages.back}
        </Button>
        <Button loading={mutations.busy === 'extend'} onClick={() => void submit()}>
          {businessMessages.extend}
        </Button>
      </Group>
    </Stack>
  );
}

/** Activate (plan, period end), Extend (period end), and the confirmations of Suspend and Cancel. */
export function SubscriptionActionModals(props: SubscriptionActionModalsProps) {
  const { open, firmName, mutations, onClose } = props;
  const confirm = async (kind: 'suspend' | 'cancel') => {
    if (await mutations.subscription({ kind })) onClose();
  };
  return (
    <>
      <Modal
        opened={open === 'activate'}
        onClose={onClose}
        title={<Text fw={700}>{businessMessages.activateTitle}</Text>}
        centered
      >
        {open === 'activate' && <ActivateForm {...props} />}
      </Modal>
      <Modal
        opened={open === 'extend'}
        onClose={onClose}
        title={<Text fw={700}>{businessMessages.extendTitle}</Text>}
        centered
      >
        {open === 'extend' && <ExtendForm {...props} />}
      </Modal>
      <ConfirmDialog
        opened={open === 'suspend'}
        title={formatMessage(businessMessages.suspendTitle, { firm: firmName })}
        message={formatMessage(businessMessages.suspendConfirm, { firm: firmName })}
        confirmLabel={businessMessages.suspend}
        cancelLabel={businessMessages.back}
        danger
        loading={mutations.busy === 'suspend'}
        onConfirm={() => void confirm('suspend')}
        onCancel={onClose}
      />
      <ConfirmDialog
        opened={open === 'cancel'}
        title={formatMessage(businessMessages.cancelTitle, { firm: firmName })}
        message={formatMessage(businessMessages.cancelConfirm, { firm: firmName })}
        confirmLabel={businessMessages.cancelSubscription}
        cancelLabel={businessMessages.back}
        danger
        loading={mutations.busy === 'cancel'}
        onConfirm={() => void confirm('cancel')}
        onCancel={onClose}
      />
    </>
  );
}
