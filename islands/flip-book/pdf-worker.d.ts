/** The pdf.js worker's URL: a file of our own build (rollup: scripts/pdfjs-worker.mjs; Vite: its `?url` import). */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs?url' {
  const url: string;
  export default url;
}
