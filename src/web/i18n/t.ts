/** The names of the {placeholders} in a message, read from its literal type. */
type Placeholders<Message extends string> = Message extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type Values<Message extends string> = [Placeholders<Message>] extends [never]
  ? []
  : [values: Record<Placeholders<Message>, string | number>];

/** Fills a catalogue message; the compiler insists on exactly the placeholders the message names. */
export function t<Message extends string>(message: Message, ...[values]: Values<Message>): string {
  if (values === undefined) return message;
  const lookup: Record<string, string | number> = values;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(lookup[name] ?? whole));
}
