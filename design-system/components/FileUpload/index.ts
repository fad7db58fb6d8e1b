export { FileUpload, type FileUploadProps } from './FileUpload.tsx';
export {
  describeAccept,
  describeSize,
  type FileRules,
  fileMatchesAccept,
  validateFile,
} from './validateFile.ts';
