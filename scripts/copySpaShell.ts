/**
 * Copies the web build's index.html and its server rendering (web/src/prerender.tsx, one bundle
 * with its libraries inside) next to the compiled functions: the API answers shared and invitation
 * links with them.
 */
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.js';

const spa = join(ROOT, 'functions', 'lib', 'spa');
mkdirSync(spa, { recursive: true });
copyFileSync(join(ROOT, 'web', 'dist', 'index.html'), join(spa, 'index.html'));
rmSync(join(spa, 'render'), { recursive: true, force: true });
cpSync(join(ROOT, 'web', '.prerender'), join(spa, 'render'), { recursive: true });
