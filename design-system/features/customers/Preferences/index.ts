export { Preferences, type PreferencesLoad, type PreferencesProps } from './Preferences.tsx';
