/**
 * The lint fences of docs/architecture.md refuse what they say they refuse: a file importing across
 * a fence, or closing an import cycle, fails `npm run lint`. Each fixture is linted as if it sat at its
 * path in the tree (the files it imports are the real ones); ESLint runs with the repository's own
 * configuration.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The rules that refuse `code` placed at `filePath` (from the repository's root). */
async function refusedBy(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('the lint fences', () => {
  it('refuse the engine reaching up into HTTP, from any depth', async () => {
    expect(
      await refusedBy('functions/src/reading/hand/fixture.ts', "export { routesOn } from '../../http/route.js';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuse the domain importing a use case', async () => {
    expect(
      await refusedBy('functions/src/domain/fixture.ts', "export { signIn } from '../usecases/signIn.js';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuse a feature importing another feature, from two folders down', async () => {
    expect(
      await refusedBy(
        'web/src/features/readings/guide/fixture.ts',
        "export { default } from '../../sharing/SharedReadingPage';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("refuse the domain naming the engine's modules; its types leaf is allowed", async () => {
    expect(
      await refusedBy(
        'functions/src/domain/fixture.ts',
        "export type { HandShape } from '../reading/hand/handGeometry.js';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await refusedBy('functions/src/domain/fixture.ts', "export type { HandShape } from '../reading/types.js';\n"),
    ).toEqual([]);
  });

  it("refuse the browser, the scripts and the adapters reaching into the engine's modules; its doors are open", async () => {
    // By the web's alias as by a path: each workspace's files are resolved by its own TypeScript project.
    const refused = [
      [
        'web/src/features/readings/guide/fixture.ts',
        "export { acceptHand } from '@engine/hand/handGate';\n",
        'import-x/no-restricted-paths',
      ],
      // The Node door (sharp) is not the browser's, by any path.
      [
        'web/src/features/readings/guide/fixture.ts',
        "export { createReadingEngine } from '../../../../../functions/src/reading/index';\n",
        'import-x/no-restricted-paths',
      ],
      [
        'scripts/fixture.ts',
        "export { traceLinesInDetail } from '../functions/src/reading/lines/palmLines.js';\n",
        'import-x/no-restricted-paths',
      ],
      [
        'functions/src/data/fixture.ts',
        "export { generatePalmReading } from '../reading/words/generatePalmReading.js';\n",
        'import-x/no-restricted-paths',
      ],
    ];
    for (const [path, code, rule] of refused) expect(await refusedBy(path!, code!)).toContain(rule);
    const open = [
      ['web/src/features/readings/guide/fixture.ts', "export { acceptHand } from '@engine/guide';\n"],
      ['scripts/fixture.ts', "export { palmPolygon } from '../functions/src/reading/index.js';\n"],
      ['functions/src/data/fixture.ts', "export type { HandShape } from '../reading/types.js';\n"],
    ];
    for (const [path, code] of open) expect(await refusedBy(path!, code!)).toEqual([]);
  });

  it("hold the engine's order: the hand leans on no words, the words on no photo code", async () => {
    expect(
      await refusedBy('functions/src/reading/hand/fixture.ts', "export { shapeKeys } from '../words/traits.js';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await refusedBy('functions/src/reading/words/fixture.ts', "export { cropPhoto } from '../photo/palmPhoto.js';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await refusedBy(
        'functions/src/reading/words/fixture.ts',
        "export { archetypeOfShape } from '../hand/handGeometry.js';\n",
      ),
    ).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    // payments.ts imports DomainError.ts: a DomainError.ts importing payments.ts closes a circle.
    const code = "import { PaymentProviderError } from './payments.js';\nexport const cycle = PaymentProviderError;\n";
    expect(await refusedBy('functions/src/domain/DomainError.ts', code)).toContain('import-x/no-cycle');
  });

  it('let the same imports through where the layers allow them', async () => {
    expect(
      await refusedBy('functions/src/http/fixture.ts', "export { signIn } from '../usecases/signIn.js';\n"),
    ).toEqual([]);
    expect(
      await refusedBy('web/src/features/readings/guide/fixture.ts', "export { PalmCapture } from '../PalmCapture';\n"),
    ).toEqual([]);
  });
});
