/** maplibre-gl's CSP build: the same API, with its worker loaded from a URL (`setWorkerUrl`) instead of a blob. */
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  export * from 'maplibre-gl';
}
