export { clamp, NumberStepper, type NumberStepperProps, PARTY_SIZE } from './NumberStepper.tsx';
