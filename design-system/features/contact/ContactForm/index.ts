export {
  ContactForm,
  type ContactFormProps,
  type ContactSend,
  type ContactSendAnswer,
} from './ContactForm.tsx';
