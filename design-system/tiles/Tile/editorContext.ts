import { createContext, useContext } from 'react';

const EditorPreviewContext = createContext(false);

/** Wrap a page in this inside the content editor's preview to show the editor-only controls. */
export const EditorPreviewProvider = EditorPreviewContext.Provider;

export const useEditorPreview = (override?: boolean) => {
  const fromContext = useContext(EditorPreviewContext);
  return override ?? fromContext;
};
