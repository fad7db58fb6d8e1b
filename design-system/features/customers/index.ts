export * from './RegistrationCard/index.ts';
export * from './SignUpForm/index.ts';
