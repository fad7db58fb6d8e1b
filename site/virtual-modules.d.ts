/** build/part-files.ts: each lazy part's files, by the key of the module it loads (the server build's only). */
declare module 'virtual:part-files' {
  const files: Readonly<Record<string, readonly string[]>>;
  export default files;
}
