// The security section's route module, code-split by the route table (features/profile/security/).
export { Component } from '../security/security-section';
