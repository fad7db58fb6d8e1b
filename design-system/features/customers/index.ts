export * from './Choices/index.ts';
export * from './OccasionDates/index.ts';
export * from './Preferences/index.ts';
export * from './ReferAFriend/index.ts';
export * from './RegistrationCard/index.ts';
export * from './SignUpForm/index.ts';
