/** web: serves the built frontend with per-page meta, compresses answers, and sets fixed headers cheaply. Public face: the middlewares. */
export { type PageMeta, type PageMetaResolver, serveFrontend } from './spa.middleware';
export { responseCompression } from './whole-body-compression';
export { recordedHeaders } from './recorded-headers';
