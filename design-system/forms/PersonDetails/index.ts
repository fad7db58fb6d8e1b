export {
  PersonDetails,
  type PersonDetailsField,
  type PersonDetailsProps,
  type PersonFieldProps,
  personDetailsFields,
} from './PersonDetails.tsx';
