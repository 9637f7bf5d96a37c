/** The first message of a failed call, read out as soon as it appears. */
export function FormAlert({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="bo-alert" role="alert">
      {message}
    </p>
  );
}
