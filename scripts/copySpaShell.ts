/** Copies the web build's index.html next to the compiled functions, for link previews served by the API. */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.js';

mkdirSync(join(ROOT, 'functions', 'lib', 'spa'), { recursive: true });
copyFileSync(join(ROOT, 'web', 'dist', 'index.html'), join(ROOT, 'functions', 'lib', 'spa', 'index.html'));
