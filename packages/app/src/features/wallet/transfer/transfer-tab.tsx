// TEMPORARY placeholder: replaced by the transfer tab's implementation.
export function TransferTab() {
  return null;
}
