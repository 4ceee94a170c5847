// TEMPORARY placeholder: replaced by the withdraw tab's implementation.
export function WithdrawTab() {
  return null;
}
