export {
  PersonDetails,
  type PersonDetailsField,
  type PersonDetailsProps,
  type PersonFieldProps,
  personDetailsFields,
  registerPersonFields,
} from './PersonDetails.tsx';
