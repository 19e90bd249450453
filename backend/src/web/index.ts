/** web: serves the built frontend with per-page meta, and compresses whole bodies. Public face: the middlewares and their settings. */
export { type PageMeta, type PageMetaResolver, serveFrontend } from './spa.middleware';
export { BROTLI_QUALITY, GZIP_LEVEL, wholeBodyCompression } from './whole-body-compression';
