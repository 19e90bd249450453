/**
 * The pure half of market-data's face: the point-in-time cut (no Nest, no database), for code that
 * runs where the rest must not load, such as market-scores' worker threads. Everything here is also
 * offered by market-data/index.ts.
 */
export { type MarketHistory, upperBound } from './market-history';
export { MarketAsOf, closeOnOrBefore, compareCodes, peerGroupOf } from './point-in-time';
