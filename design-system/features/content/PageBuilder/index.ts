export { type ContentSession, DEV_CONTENT_SERVICE_URL, defaultServiceUrl } from './contentService.ts';
export { Workspace, type WorkspaceProps } from './Workspace.tsx';
