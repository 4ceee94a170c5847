export { OtpInput, type OtpInputProps } from './otp-input';
export { COMPONENT_ID as OTP_INPUT_ID } from './otp-input-styles';
