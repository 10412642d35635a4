/** Vite's import suffixes the PDF viewer uses: a worker bundled as its own file, imported as its URL. */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
