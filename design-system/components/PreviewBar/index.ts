export { PREVIEW_BAR_LABEL, PreviewBar, type PreviewBarProps, previewExitHref } from './PreviewBar.tsx';
