export {
  CHARACTER_COUNT_DELAY_MS,
  characterCountMessage,
  Textarea,
  type TextareaProps,
} from './Textarea.tsx';
