/** Stylesheets are bundled by esbuild (build.mjs) into the entry's CSS file. */
declare module '*.css';
