/** Below a sign-in form: the other way in (a link by e-mail, or back to the password). */
export function AlternativeLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <p className="bo-login__alternative">
      <button type="button" className="link-button" onClick={onClick}>
        {label}
      </button>
    </p>
  );
}
