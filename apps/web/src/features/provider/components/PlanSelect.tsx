import { Select } from '@mantine/core';
import { businessMessages, formatPlanPrice, plans, type PlanId } from '@guru/shared';

/** The plans of the suite's apps (the planning apps are other products), with their prices. */
const planOptions = plans
  .filter((p) => p.apps.length > 0)
  .map((p) => ({ value: p.id, label: `${p.name} · ${formatPlanPrice(p)}` }));

export interface PlanSelectProps {
  value: PlanId;
  onChange: (planId: PlanId) => void;
  disabled?: boolean;
}

export function PlanSelect({ value, onChange, disabled }: PlanSelectProps) {
  return (
    <Select
      label={businessMessages.planLabel}
      data={planOptions}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      onChange={(chosen) => {
        const plan = plans.find((p) => p.id === chosen);
        if (plan) onChange(plan.id);
      }}
    />
  );
}
