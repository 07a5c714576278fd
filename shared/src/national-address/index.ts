export * from './saudi-cities.js';
export * from './normalize.js';
export * from './fields.js';
export * from './map-tiles.js';
