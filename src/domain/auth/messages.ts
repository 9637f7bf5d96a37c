/** What staff read when signing in goes wrong (back-office spec, sections 5 and 8). */
export const authMessages = {
  invalidCredentials: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  accountLocked:
    'Ihr Konto ist gesperrt. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.',
  accountDisabled:
    'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.',
  accountExpired: 'Ihr Konto ist abgelaufen.',
  credentialsExpired: 'Ihr Passwort ist abgelaufen. Bitte vergeben Sie ein neues Passwort.',
  invalidLoginLink: 'Der Anmeldelink ist ungültig oder abgelaufen.',
  // The same answer whether an account exists or not, so the form does not reveal who has one.
  loginLinkSent:
    'Wenn zu dieser E-Mail-Adresse ein Konto besteht, erhalten Sie in Kürze einen Anmeldelink. Er ist 15 Minuten gültig und funktioniert einmal.',
  invalidCsrfToken: 'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  missingSession: 'Bitte melden Sie sich an.',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
  leakedPassword: 'Dieses Passwort ist in einem Datenleck aufgetaucht. Bitte wählen Sie ein anderes.',
  passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
  samePassword: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  tooManyAttempts: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
} as const;
