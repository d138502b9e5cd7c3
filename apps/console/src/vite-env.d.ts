/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the console's own (the dev proxy makes it the same by default). */
  readonly VITE_API_BASE_URL?: string;
}
