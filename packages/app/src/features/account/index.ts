// Public API of the account feature (header balance and currency).
export { accountInfoKey, accountInfoQueryOptions, useAccountInfo } from './account-info-query';
export { useHeaderMember } from './use-header-member';
