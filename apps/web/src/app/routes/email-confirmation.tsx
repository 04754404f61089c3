export function EmailConfirmationPage() {
  return null;
}
