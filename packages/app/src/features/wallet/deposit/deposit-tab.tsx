// TEMPORARY placeholder: replaced by the deposit tab's implementation.
export function DepositTab() {
  return null;
}
