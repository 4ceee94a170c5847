// Public API of the profile feature: the forms other features need before they can go on (the
// wallet's withdrawal and transfer gates).
export { PaymentPasswordForm } from './forms/payment-password-form';
export { RealNameForm } from './forms/real-name-form';
