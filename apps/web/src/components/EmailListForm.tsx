import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canAddEmail } from '../lib/emailList';

/** What became of a typed address (the results of lib/emailList.ts's rules and each list's limit). */
export type EmailAddOutcome = { kind: 'added' | 'ignored' | 'limit' } | { kind: 'invalid'; message: string };

export interface EmailListFormProps {
  label: string;
  addLabel: string;
  maxLength?: number;
  /**
   * Offers the typed text to the list: `added` and `ignored` clear the field, `invalid` shows its message under
   * it, `limit` (said by the caller) leaves it as typed.
   */
  onAdd: (input: string) => EmailAddOutcome;
}

/**
 * The field and Add button of an e-mail list typed one address at a time (Manage Users, Share File/Folder):
 * Enter or Add offers the address; Add is disabled while the field is blank.
 */
export function EmailListForm({ label, addLabel, maxLength, onAdd }: EmailListFormProps) {
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);

  const add = () => {
    const outcome = onAdd(input);
    setInputError(outcome.kind === 'invalid' ? outcome.message : null);
    if (outcome.kind === 'added' || outcome.kind === 'ignored') setInput('');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label={label}
          type="email"
          value={input}
          error={inputError}
          maxLength={maxLength}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            setInputError(null);
          }}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button
          type="submit"
          mt={25}
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={!canAddEmail(input)}
        >
          {addLabel}
        </Button>
      </Group>
    </form>
  );
}
