/** Stylesheets are bundled by esbuild (build.mjs) into the entry's CSS file. */
declare module '*.css';
/** A file's URL (build.mjs `assetUrls`): copied under a content-hashed name, imported as its `/assets/…` URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
