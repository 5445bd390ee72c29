import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  Slider,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCopy, IconRefresh, IconWand } from '@tabler/icons-react';
import {
  CharacterClass,
  characterClasses,
  defaultGeneratorOptions,
  generatePassword,
  generatorLimits,
  messages,
  selectedClasses,
  type GeneratorOptions,
} from '@guru/shared';
import { PasswordStrength } from '../../../components/PasswordStrength';

export interface PasswordGeneratorProps {
  /** OK: the generated password goes into the form. */
  onAccept: (password: string) => void;
  /** Copy: the caller copies (and later clears) the value. */
  onCopy: (password: string) => void;
  disabled?: boolean;
}

const classLabels: Record<CharacterClass, string> = {
  [CharacterClass.uppercase]: messages.passwordsGeneratorUppercase,
  [CharacterClass.lowercase]: messages.passwordsGeneratorLowercase,
  [CharacterClass.numbers]: messages.passwordsGeneratorNumbers,
  [CharacterClass.symbols]: messages.passwordsGeneratorSymbols,
};

/** The "Generate Password" button and its popup (seed section 2): length, classes, Copy, OK. */
export function PasswordGenerator({ onAccept, onCopy, disabled = false }: PasswordGeneratorProps) {
  const [opened, setOpened] = useState(false);
  const [options, setOptions] = useState<GeneratorOptions>(defaultGeneratorOptions);
  const [value, setValue] = useState('');

  const update = (next: GeneratorOptions): void => {
    setOptions(next);
    setValue(generatePassword(next));
  };
  const onlyOneClass = selectedClasses(options).length === 1;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={340}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      withArrow
    >
      <Popover.Target>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconWand size={14} />}
          disabled={disabled}
          onClick={() => {
            if (!opened) setValue(generatePassword(options));
            setOpened((open) => !open);
          }}
        >
          {messages.passwordsGeneratePassword}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={messages.passwordsGeneratorTitle} role="dialog">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {messages.passwordsGeneratorTitle}
          </Text>
          <TextInput
            aria-label={messages.passwordsGeneratedValue}
            value={value}
            readOnly
            data-testid="generated-password"
            styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } }}
            rightSection={
              <Tooltip label={messages.passwordsGeneratorRegenerate}>
                <ActionIcon
                  variant="subtle"
                  aria-label={messages.passwordsGeneratorRegenerate}
                  onClick={() => update(options)}
                >
                  <IconRefresh size={16} />
                </ActionIcon>
              </Tooltip>
            }
          />
          {/* The live strength of the generated value (the form's Weak / Medium / Strong rules). */}
          <div data-testid="generated-password-strength">
            <PasswordStrength password={value} />
          </div>
          <div>
            <Group justify="space-between" mb={4}>
              <Text size="sm">{messages.passwordsGeneratorLength}</Text>
              <Text size="sm" fw={600} data-testid="generator-length">
                {options.length}
              </Text>
            </Group>
            <Slider
              aria-label={messages.passwordsGeneratorLength}
              min={generatorLimits.minLength}
              max={generatorLimits.maxLength}
              value={options.length}
              onChange={(length) => update({ ...options, length })}
            />
          </div>
          <Group gap="md">
            {characterClasses.map((characterClass) => (
              <Checkbox
                key={characterClass}
                label={classLabels[characterClass]}
                checked={options[characterClass]}
                // The last class left on cannot be turned off.
                disabled={options[characterClass] && onlyOneClass}
                onChange={(event) => update({ ...options, [characterClass]: event.currentTarget.checked })}
              />
            ))}
          </Group>
          <Checkbox
            label={messages.passwordsGeneratorStrict}
            checked={options.strict}
            onChange={(event) => update({ ...options, strict: event.currentTarget.checked })}
          />
          <Checkbox
            label={messages.passwordsGeneratorExcludeSimilar}
            checked={options.excludeSimilar}
            onChange={(event) => update({ ...options, excludeSimilar: event.currentTarget.checked })}
          />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconCopy size={14} />}
              onClick={() => onCopy(value)}
            >
              {messages.passwordsCopy}
            </Button>
            <Button
              size="xs"
              onClick={() => {
                onAccept(value);
                setOpened(false);
              }}
            >
              {messages.passwordsOk}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
