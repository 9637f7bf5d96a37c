/**
 * Hands React what a guest typed into the server's HTML before React took the page over. While it
 * hydrates, React leaves the typed text in the field, but its state still holds the server's value, and
 * the field's next render puts that back: a contact form lost its phone number that way. Each such text
 * field gets an input event, as if typed now, so its own onChange takes the text into the state. Boxes
 * ticked before hydration are left alone: a tap that early lands on a page that shows it is not ready.
 */
export function replayTypedFields(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    // React sets the default value to the value it rendered, so a difference is the guest's typing.
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    // React tracks the value through the field's own setter and reports a change only where the field
    // differs from what it tracked: it is told the server's value, the field gets the typed one past it.
    field.value = field.defaultValue;
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
