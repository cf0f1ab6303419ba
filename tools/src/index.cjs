// The plugin's public entry (the `@cx/tools` alias points here so Nx finds this local plugin).
'use strict';

const { brandGenerator } = require('./generators/brand/generator.cjs');
const { featureLibraryGenerator } = require('./generators/feature-library/generator.cjs');

module.exports = { brandGenerator, featureLibraryGenerator };
