/** The values of a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills the `{name}` placeholders of a message template (the texts of `messages`). A placeholder
 * without a value stays as it is, so a forgotten value shows instead of vanishing.
 */
export function formatMessage(template: string, values: MessageValues): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
