/** web: serves the built frontend with per-page meta. Public face: the middleware and its meta types. */
export { type PageMeta, type PageMetaResolver, serveFrontend } from './spa.middleware';
