/** A form's message that is not about one field (e.g. a network failure). */
export function FormAlert({ message, testId }: { message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {message}
    </p>
  );
}
