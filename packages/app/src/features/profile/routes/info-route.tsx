// The info section's route module, code-split by the route table (features/profile/info/).
export { Component } from '../info/info-section';
