// The VIP club section's route module, code-split by the route table (features/profile/vip/).
export { Component } from '../vip/vip-route';
