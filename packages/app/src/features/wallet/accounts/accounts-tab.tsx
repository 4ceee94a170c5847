// TEMPORARY placeholder: replaced by the accounts tab's implementation.
export function AccountsTab() {
  return null;
}
