#!/usr/bin/env node
// The installed command runs the compiled CLI; in this repository `npm start` runs the sources with tsx.
import '../dist/cli.js';
