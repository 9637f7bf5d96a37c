/** A confirmation carried over a navigation (saved, deleted), in the history entry's state. */
export type FlashState = { flash?: string };

export function FlashMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="bo-flash" role="status">
      {message}
    </p>
  );
}
