/** The build's id, from vite.config.ts (`TELISIK_BUILD_ID`, else the package version). */
declare const __TELISIK_BUILD_ID__: string;
