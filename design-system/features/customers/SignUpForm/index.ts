export { SignUpForm, type SignUpFormProps, type SignUpRestaurant } from './SignUpForm.tsx';
